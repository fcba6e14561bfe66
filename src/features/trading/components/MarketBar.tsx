import type { ActiveSymbol } from '../../../api/endpoints/markets';
import { isSymbolActive, marketsOf, underlyingsOf } from '../form';
import { SpotDisplay } from './SpotDisplay';
import { localize } from '../../../lib/localize';

interface Props {
  symbols: readonly ActiveSymbol[];
  market: string;
  underlying: string;
  onMarket(market: string): void;
  onUnderlying(underlying: string): void;
}

/** The top row: market, underlying and the live spot. */
export function MarketBar({ symbols, market, underlying, onMarket, onUnderlying }: Props) {
  return (
    <div className="market-bar">
      <label className="field">
        <span className="field__label">{localize('Market')}</span>
        <select value={market} onChange={(event) => onMarket(event.target.value)} data-testid="market">
          {marketsOf(symbols).map((option) => (
            <option key={option.market} value={option.market}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{localize('Underlying')}</span>
        <select value={underlying} onChange={(event) => onUnderlying(event.target.value)} data-testid="underlying">
          {underlyingsOf(symbols, market).map((option) => (
            <option key={option.symbol} value={option.symbol}>
              {option.display_name}
              {isSymbolActive(option) ? '' : ` ${localize('(closed)')}`}
            </option>
          ))}
        </select>
      </label>
      <SpotDisplay symbol={underlying} />
    </div>
  );
}
