import { useTicksQuery } from '../../../api/endpoints/markets';
import { barrierLevel, barrierError, isRelativeBarrier, type Spot } from '../form';

interface Props {
  barrier: string;
  symbol: string;
  /** Where a daily contract's offset is priced from; intraday offsets follow the live spot. */
  heldSpot: Spot | undefined;
  daily: boolean;
  testId: string;
}

/**
 * Beside an offset barrier, the level it stands for: "= level" for a daily contract, which is priced at
 * that level, "≈ level" (indicative, moving with the spot) for an intraday one.
 */
export function BarrierLevel({ barrier, symbol, heldSpot, daily, testId }: Props) {
  const { data: ticks } = useTicksQuery(symbol, { skip: symbol === '' || daily });
  const last = ticks?.at(-1);
  const spot = daily ? heldSpot : last && { quote: last.quote, decimals: last.pip_size };
  if (!spot || !isRelativeBarrier(barrier) || barrierError(barrier)) return null;
  return (
    <output className="field__hint barrier-level" data-testid={testId}>
      {daily ? '=' : '≈'} {barrierLevel(barrier, spot)}
    </output>
  );
}
