import type { ProposalArrayArg } from '../../api/endpoints/multi-barrier';
import type { PeriodOffer } from './periods';
import type { Selection } from './useSelection';

interface ApiFault {
  code?: string;
  message?: string;
}

/** What the page knows of the market, its contracts and the price stream. */
export interface PageFacts<S> {
  closed: boolean;
  /** The forex symbols; undefined until they arrive. */
  symbols: S[] | undefined;
  underlying: string;
  contractsLoading: boolean;
  contractsError: ApiFault | undefined;
  selection: Selection | undefined;
  /** The price stream asked for; undefined while none is. */
  stream: ProposalArrayArg | undefined;
  priceError: ApiFault | undefined;
}

/** The contracts' part of the form: still coming, refused, or what they offer of the choices. */
export type ContractsStatus =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'offered'; selection: Selection | undefined };

/** The form with its symbols, underlying and contracts. */
export interface ReadyStatus<S> {
  kind: 'ready';
  symbols: S[];
  underlying: string;
  contracts: ContractsStatus;
  /** The period's barriers and their price stream, when both are there. */
  prices: { offer: PeriodOffer; stream: ProposalArrayArg } | undefined;
  /** The price stream's refusal; undefined while prices flow. */
  priceError: { message: string | undefined } | undefined;
}

export type PageStatus<S> = { kind: 'waiting' } | { kind: 'closed' } | { kind: 'no-symbols' } | ReadyStatus<S>;

function pricesOf<S>({ stream }: PageFacts<S>, contracts: ContractsStatus): ReadyStatus<S>['prices'] {
  const offer = contracts.kind === 'offered' ? contracts.selection?.offer : undefined;
  return offer && stream ? { offer, stream } : undefined;
}

function contractsStatus<S>(facts: PageFacts<S>): ContractsStatus {
  const error = facts.contractsError;
  if (error) return { kind: 'failed', message: `${error.message} (${error.code})` };
  if (facts.contractsLoading) return { kind: 'loading' };
  return { kind: 'offered', selection: facts.selection };
}

/**
 * The one status the multi-barrier page renders (trading-core §4): a closed market wins over all,
 * then a market without forex symbols; the form shows once the symbols and an underlying are known.
 */
export function pageStatus<S>(facts: PageFacts<S>): PageStatus<S> {
  if (facts.closed) return { kind: 'closed' };
  if (facts.symbols?.length === 0) return { kind: 'no-symbols' };
  if (!facts.symbols || !facts.underlying) return { kind: 'waiting' };
  const contracts = contractsStatus(facts);
  return {
    kind: 'ready',
    symbols: facts.symbols,
    underlying: facts.underlying,
    contracts,
    prices: pricesOf(facts, contracts),
    priceError: facts.priceError && facts.stream ? { message: facts.priceError.message } : undefined,
  };
}
