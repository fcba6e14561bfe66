import {
  syntheticContractUnderlying,
  type ContractUnderlying,
  type MarketState,
} from '../../../../simulator/domain/contracts/market-state';
import type { ProposalParameters } from '../../../../simulator/domain/contracts/proposal-parameters';
import { findSyntheticUnderlying } from '../../../../simulator/domain/pricing/underlyings';
import { HIGHER_5_MINUTES } from '../../../support/proposal-cases';

/** A fixed instant on an even second, so the 2-second duration trim is predictable. */
export const NOW = 1_700_000_000;

export function synthetic(symbol: string): ContractUnderlying {
  const underlying = findSyntheticUnderlying(symbol);
  if (!underlying) throw new Error(`no synthetic index ${symbol}`);
  return syntheticContractUnderlying(underlying);
}

export function marketOf(symbol = 'R_100', overrides: Partial<MarketState> = {}): MarketState {
  return {
    underlying: synthetic(symbol),
    spot: 1000,
    spotEpoch: NOW,
    nowEpoch: NOW,
    exchangeIsOpen: true,
    isTradingSuspended: false,
    ...overrides,
  };
}

/** HIGHER_5_MINUTES with fields replaced. */
export function params(overrides: Partial<ProposalParameters> = {}): ProposalParameters {
  return { ...HIGHER_5_MINUTES, ...overrides };
}
