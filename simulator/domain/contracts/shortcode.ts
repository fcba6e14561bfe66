import { fromMinorUnits, currencyNamed } from '../ledger/money';
import { CONTRACT_CATEGORY } from '../pricing/contract-types';
import { parseBarrier } from './barriers';
import type { ContractSpec } from './contract-spec';

/**
 * The platform's compact contract code: TYPE_SYMBOL_PAYOUT_START_EXPIRY[_BARRIER_BARRIER2], e.g.
 * CALL_R_100_19.54_1700000000_1700000300_S0P_0. A forward start and a fixed expiry carry an F;
 * a tick expiry is written 5T; relative barriers are S<pips>P, absolute ones the level × 10⁶.
 * Lookbacks put their multiplier where the payout goes.
 */

function barrierCode(text: string, pipSize: number): string {
  const parsed = parseBarrier(text);
  if (parsed.kind === 'absolute') return String(Math.round(parsed.value * 1e6));
  return `S${Math.round(parsed.offset / pipSize)}P`;
}

function barrierCodes(spec: ContractSpec, pipSize: number): string[] {
  const category = CONTRACT_CATEGORY[spec.contractType];
  if (category === 'digits') return spec.barrier === undefined ? [] : [spec.barrier, '0'];
  if (category === 'highlowticks') return [String(spec.selectedTick ?? 0)];
  if (spec.barrier === undefined) return [];
  const high = barrierCode(spec.barrier, pipSize);
  return [high, spec.barrier2 === undefined ? '0' : barrierCode(spec.barrier2, pipSize)];
}

export function shortcode(spec: ContractSpec, pipSize: number): string {
  const currency = currencyNamed(spec.currency);
  const amount =
    spec.multiplier !== undefined && CONTRACT_CATEGORY[spec.contractType] === 'lookback'
      ? spec.multiplier
      : currency
        ? fromMinorUnits(spec.payout, currency)
        : spec.payout;
  const start = `${spec.dateStart}${spec.isForwardStarting ? 'F' : ''}`;
  const expiry =
    spec.expiry.kind === 'ticks'
      ? `${spec.expiry.ticks}T`
      : `${spec.expiry.dateExpiry}${spec.expiry.fixedExpiry ? 'F' : ''}`;
  return [
    spec.contractType,
    spec.symbol.toUpperCase(),
    String(amount),
    start,
    expiry,
    ...barrierCodes(spec, pipSize),
  ].join('_');
}
