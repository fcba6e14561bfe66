import type { MultiBarrierSymbol } from '../../api/endpoints/multi-barrier';
import { formatGmt } from '../../lib/time';
import type { Choices, Selection } from './useSelection';
import { localize } from '../../lib/localize';

interface Props {
  symbols: readonly MultiBarrierSymbol[];
  underlying: string;
  /** What the contracts offer; the category and period lists are hidden when they could not be loaded. */
  offered: Selection | undefined;
  onChoose(change: Partial<Choices>): void;
}

/** Underlying (forex only), category and trading period. */
export function SelectionBar({ symbols, underlying, offered, onChoose }: Props) {
  const categories = offered?.categories;
  const periods = offered?.periods;
  return (
    <div className="mb-selection">
      <label className="field">
        <span className="field__label">{localize('Underlying')}</span>
        <select
          value={underlying}
          onChange={(event) => onChoose({ underlying: event.target.value })}
          data-testid="mb-underlying"
        >
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
          <select
            value={offered?.category}
            onChange={(event) => onChoose({ category: event.target.value })}
            data-testid="mb-category"
          >
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
          <select
            value={offered?.period?.key ?? ''}
            onChange={(event) => onChoose({ period: event.target.value })}
            data-testid="mb-period"
          >
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
