import type { ContractSpec } from '../domain/contracts/contract-spec';
import type { ProposalParameters } from '../domain/contracts/proposal-parameters';
import type { World } from '../world/world';

/**
 * Live proposal ids of each world and the terms they quoted, so that `buy` can buy a proposal by its
 * id: `findProposal(world, id)` gives the latest quote of that id (a stream updates it on every tick).
 * Not journaled: like the platform's, a proposal id does not survive a restart. Entries are dropped
 * an hour after their last quote, and the oldest go first past the capacity.
 */

export interface QuotedProposal {
  id: string;
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

const registries = new WeakMap<World, Map<string, QuotedProposal>>();

function registryOf(world: World): Map<string, QuotedProposal> {
  let registry = registries.get(world);
  if (!registry) {
    registry = new Map();
    registries.set(world, registry);
  }
  return registry;
}

function prune(registry: Map<string, QuotedProposal>, now: number): void {
  for (const [id, entry] of registry) {
    if (registry.size <= CAPACITY && entry.quotedAt > now - PROPOSAL_LIFETIME_SECONDS) break;
    registry.delete(id);
  }
}

/** Keeps (or refreshes) a proposal's latest quote; a refreshed id moves to the young end. */
export function rememberProposal(world: World, proposal: QuotedProposal): void {
  const registry = registryOf(world);
  registry.delete(proposal.id);
  registry.set(proposal.id, proposal);
  prune(registry, world.clock.epoch());
}

/** The latest quote of a live proposal id, or undefined (unknown or expired: buy answers InvalidContractProposal). */
export function findProposal(world: World, id: string): QuotedProposal | undefined {
  const entry = registries.get(world)?.get(id);
  if (!entry || entry.quotedAt <= world.clock.epoch() - PROPOSAL_LIFETIME_SECONDS) return undefined;
  return entry;
}
