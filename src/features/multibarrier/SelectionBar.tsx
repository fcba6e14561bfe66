import type { MultiBarrierSymbol } from '../../api/endpoints/multi-barrier';
import { formatGmt } from '../../lib/time';
import type { Category, TradingPeriod } from './periods';
import { localize } from '../../lib/localize';

interface Props {
  symbols: readonly MultiBarrierSymbol[];
  underlying: string;
  onUnderlying(symbol: string): void;
  /** Hidden (undefined) when the contracts could not be loaded. */
  categories: readonly Category[] | undefined;
  category: string;
  onCategory(category: string): void;
  periods: readonly TradingPeriod[] | undefined;
  period: string;
  onPeriod(period: string): void;
}

/** Underlying (forex only), category and trading period. */
export function SelectionBar(props: Props) {
  const { symbols, underlying, onUnderlying, categories, category, onCategory, periods, period, onPeriod } = props;
  return (
    <div className="mb-selection">
      <label className="field">
        <span className="field__label">{localize('Underlying')}</span>
        <select value={underlying} onChange={(event) => onUnderlying(event.target.value)} data-testid="mb-underlying">
          {symbols.map((symbol) => (
            <option key={symbol.symbol} value={symbol.symbol}>
              {symbol.display_name}
            </option>
          ))}
        </select>
      </label>
      {categories ? (
        <label className="field">
          <span className="field__label">{localize('Contract category')}</span>
          <select value={category} onChange={(event) => onCategory(event.target.value)} data-testid="mb-category">
            {categories.map((option) => (
              <option key={option.name} value={option.name}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {periods ? (
        <label className="field">
          <span className="field__label">{localize('Trading period')}</span>
          <select value={period} onChange={(event) => onPeriod(event.target.value)} data-testid="mb-period">
            {periods.map((option) => (
              <option key={option.key} value={option.key} data-duration={option.duration}>
                {localize('[_1] · ends [_2]', option.duration, formatGmt(option.expiry * 1000))}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
