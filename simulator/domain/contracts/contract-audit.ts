import type { ProposalOpenContractResponse } from '../../../schemas/generated/types';
import type { ContractPath } from './contract-path';
import { pipSized } from './market-state';
import type { Tick } from '../markets/feed';
import type { Position } from './positions';

type AuditDetails = NonNullable<NonNullable<ProposalOpenContractResponse['proposal_open_contract']>['audit_details']>;
type AuditEntry = NonNullable<AuditDetails['contract_start']>[number];

/** Ticks shown on each side of the start and of the end. */
const AROUND = 3;

function tickEntry(tick: Tick, pipSize: number, name?: string): AuditEntry {
  return {
    epoch: tick.epoch,
    tick: tick.quote,
    tick_display_value: pipSized(tick.quote, pipSize),
    ...(name ? { name, flag: 'highlight_tick' } : {}),
  };
}

function timeEntry(epoch: number, name: string): AuditEntry {
  return { epoch, name, flag: 'highlight_time' };
}

/** Entries in time order; a tick and an event at the same second keep the event first. */
function ordered(entries: AuditEntry[]): AuditEntry[] {
  return entries.sort((a, b) => a.epoch - b.epoch || (a.tick === undefined ? -1 : 0) - (b.tick === undefined ? -1 : 0));
}

/**
 * The audit view of a settled contract: the ticks around its start with the start time and the entry
 * spot marked, and around its end with the end time and the exit spot; tick contracts list every tick.
 * `feed` holds ticks from before the start to after the end.
 */
export function auditDetails(
  position: Position,
  path: ContractPath,
  feed: readonly Tick[],
  pipSize: number,
): AuditDetails {
  const exit = position.closing?.exit_tick ?? path.exit ?? path.entry;
  const start = position.spec.dateStart;
  const end = position.spec.expiry.kind === 'time' ? position.spec.expiry.dateExpiry : exit.epoch;
  const before = (epoch: number) => feed.filter((tick) => tick.epoch < epoch).slice(-AROUND);
  const after = (epoch: number) => feed.filter((tick) => tick.epoch > epoch).slice(0, AROUND);
  const named = (tick: Tick) =>
    tickEntry(tick, pipSize, tick === path.entry ? 'Entry Spot' : tick.epoch === exit.epoch ? 'Exit Spot' : undefined);
  const details: AuditDetails = {
    contract_start: ordered([
      timeEntry(start, 'Start Time'),
      ...before(path.entry.epoch).map((tick) => tickEntry(tick, pipSize)),
      tickEntry(path.entry, pipSize, 'Entry Spot'),
      ...after(path.entry.epoch).map((tick) => tickEntry(tick, pipSize)),
    ]),
    contract_end: ordered([
      timeEntry(end, 'End Time'),
      ...before(exit.epoch).map((tick) => tickEntry(tick, pipSize)),
      tickEntry(exit, pipSize, 'Exit Spot'),
      ...after(exit.epoch).map((tick) => tickEntry(tick, pipSize)),
    ]),
  };
  if (position.spec.expiry.kind === 'ticks') details.all_ticks = [path.entry, ...path.after].map(named);
  return details;
}
