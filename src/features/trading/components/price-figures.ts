import type { Proposal, ProposalParameters } from '../../../api/endpoints/pricing';
import { moneyText, netProfit } from './money-text';

/** What a price box shows of one proposal reply, ready to render. */
export interface PriceFigures {
  stake: string;
  /** Absent for a lookback, which pays what the market moved times its multiplier. */
  payout?: string;
  profit?: { profit: string; returnPercent: string };
  longcode: string;
  /** The figure the market moves: the payout when the stake is fixed, otherwise the stake asked. */
  quoted: number;
  /** Which of the shown figures is `quoted`, where its movement is marked. */
  quotedFigure: 'stake' | 'payout';
}

/** A plain decimal as the platform writes `display_value`: "10", "10.50". */
const PLAIN_DECIMAL = /^\d+(?:\.\d+)?$/;

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The figures of a proposal reply for the request it answers, or undefined when the reply does not
 * hold them (a missing field, a number that is not one, an amount past exact range): a malformed
 * reply is an error to show, never a crash. A stake request shows the stake as the platform
 * formatted it (`display_value`).
 */
export function priceFigures(
  proposal: Proposal,
  request: Pick<ProposalParameters, 'basis' | 'multiplier'>,
  currency: string,
): PriceFigures | undefined {
  const { ask_price: askPrice, payout, display_value: displayValue, longcode, id } = proposal as Partial<Proposal>;
  const lookback = request.multiplier !== undefined;
  const byStake = !lookback && request.basis === 'stake';
  if (!isAmount(askPrice) || typeof longcode !== 'string' || typeof id !== 'string') return undefined;
  if (!lookback && !isAmount(payout)) return undefined;
  if (byStake && !(typeof displayValue === 'string' && PLAIN_DECIMAL.test(displayValue))) return undefined;
  try {
    const stake = moneyText(byStake ? (displayValue as string) : askPrice, currency);
    if (lookback) return { stake, longcode, quoted: askPrice, quotedFigure: 'stake' };
    return {
      stake,
      payout: moneyText(payout as number, currency),
      profit: netProfit(payout as number, askPrice, currency),
      longcode,
      quoted: byStake ? (payout as number) : askPrice,
      quotedFigure: byStake ? 'payout' : 'stake',
    };
  } catch {
    // An amount too large to count exactly in minor units.
    return undefined;
  }
}
