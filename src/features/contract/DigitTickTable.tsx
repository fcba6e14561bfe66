import type { OpenContract } from '../../api/endpoints/contracts';
import { localize } from '../../lib/localize';
import { formatGmt } from '../../lib/time';
import { useNewRows } from './useNewRows';
import './tick-table.css';

type StreamTick = NonNullable<OpenContract['tick_stream']>[number];

/** The ticks of a digit contract from its entry tick up to its tick count (trading-core §4). */
export function digitTicks(contract: OpenContract): StreamTick[] {
  return (contract.tick_stream ?? []).slice(0, contract.tick_count ?? undefined);
}

/** "1234.56" -> ["1234.5", "6"]: the last digit is the one the contract is about. */
function splitLastDigit(text: string): [string, string] {
  return [text.slice(0, -1), text.slice(-1)];
}

/** Tick n, its time and its spot with the last digit in bold; rows the stream adds are highlighted. */
export function DigitTickTable({ contract }: { contract: OpenContract }) {
  const ticks = digitTicks(contract);
  const fresh = useNewRows(ticks.map((tick) => tick.epoch));
  return (
    <table className="contract-popup__ticks" data-testid="digit-ticks">
      <thead>
        <tr>
          <th>{localize('Tick')}</th>
          <th>{localize('Time')}</th>
          <th>{localize('Spot')}</th>
        </tr>
      </thead>
      <tbody>
        {ticks.map((tick, index) => {
          const [head, digit] = splitLastDigit(tick.tick_display_value ?? String(tick.tick ?? ''));
          return (
            <tr
              key={tick.epoch}
              className={fresh.has(tick.epoch) ? 'contract-popup__row--new' : undefined}
              data-testid="digit-tick"
            >
              <td>{index + 1}</td>
              <td>{formatGmt(tick.epoch * 1000)}</td>
              <td>
                {head}
                <strong>{digit}</strong>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
