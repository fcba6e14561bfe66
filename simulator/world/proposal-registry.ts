import type { ContractSpec } from '../domain/contracts/contract-spec';
import type { ProposalParameters } from '../domain/contracts/proposal-parameters';
import type { World } from './world';

/**
 * Live proposal ids of each world and the terms they quoted, so that `buy` can buy a proposal by its
 * id: `findProposal(world, id, sessionId)` gives the latest quote of that id (a stream updates it on
 * every tick). As on the platform, an id is bound to the connection that asked for it: from any other
 * connection it is unknown. Not journaled: like the platform's, a proposal id does not survive a
 * restart. Entries are dropped an hour after their last quote, and the oldest go first past the capacity.
 */

export interface QuotedProposal {
  id: string;
  /** The connection (session id) that asked for the proposal: the only one that can buy it. */
  sessionId: string;
  /** The contract as last quoted; buyPrice and payout in minor units. */
  spec: ContractSpec;
  /** The same prices in the currency, as the reply showed them. */
  askPrice: number;
  payout: number;
  longcode: string;
  /** The request's contract fields, to re-price the proposal at buy time. */
  parameters: ProposalParameters;
  /** World epoch of the quote. */
  quotedAt: number;
}

const PROPOSAL_LIFETIME_SECONDS = 3_600;
const CAPACITY = 50_000;

interface Registry {
  quotes: Map<string, QuotedProposal>;
  /** The world second of the last pruning: expiry is by the second, so once a second is enough. */
  prunedAt: number;
}

const registries = new WeakMap<World, Registry>();

function registryOf(world: World): Registry {
  let registry = registries.get(world);
  if (!registry) {
    registry = { quotes: new Map(), prunedAt: Number.NEGATIVE_INFINITY };
    registries.set(world, registry);
  }
  return registry;
}

function prune(registry: Registry, now: number): void {
  const { quotes } = registry;
  if (quotes.size <= CAPACITY && registry.prunedAt === now) return;
  registry.prunedAt = now;
  for (const [id, entry] of quotes) {
    if (quotes.size <= CAPACITY && entry.quotedAt > now - PROPOSAL_LIFETIME_SECONDS) break;
    quotes.delete(id);
  }
}

/** Keeps (or refreshes) a proposal's latest quote; a refreshed id moves to the young end. */
export function rememberProposal(world: World, proposal: QuotedProposal): void {
  const registry = registryOf(world);
  registry.quotes.delete(proposal.id);
  registry.quotes.set(proposal.id, proposal);
  prune(registry, world.clock.epoch());
}

/**
 * The latest quote of a live proposal id asked for on connection `sessionId`, or undefined (unknown,
 * expired or another connection's: buy answers InvalidContractProposal).
 */
export function findProposal(world: World, id: string, sessionId: string): QuotedProposal | undefined {
  const entry = registries.get(world)?.quotes.get(id);
  if (!entry || entry.sessionId !== sessionId) return undefined;
  if (entry.quotedAt <= world.clock.epoch() - PROPOSAL_LIFETIME_SECONDS) return undefined;
  return entry;
}
