import { contractPath, type ContractPath } from '../domain/contracts/contract-path';
import { isOpen, positionsOf, type Closing, type Position } from '../domain/contracts/positions';
import { settlementAt, type Settlement } from '../domain/contracts/settlement';
import type { Tick } from '../domain/markets/feed';
import { BalanceOutOfRange } from '../domain/ledger/ledger';
import { currencyNamed } from '../domain/ledger/money';
import { commitSettlement } from './contract-book';
import type { WorldChange } from './changes';
import type { World } from './world';

interface KnownTicks {
  ticks: Tick[];
  /** Ticks up to this epoch have been read from the feed. */
  readTo: number;
}

/**
 * Settles open contracts on the world's clock: at every new second of world time (and after every
 * move of the clock) each open contract whose ticks decide it is settled, once. It listens to the
 * markets only while some contract is open. The ticks each contract has seen are kept, so a check reads
 * only the ticks since the last one.
 */
export class SettlementEngine {
  private readonly known = new Map<number, KnownTicks>();
  /** Seconds the platform lets a decided contract wait before it settles it on its own (control API). */
  private delaySeconds = 0;
  /**
   * Seconds after its end from which a decided contract may be settled by the client (valid to sell,
   * settleable: sell_expired settles it); undefined: not before the platform settles it on its own.
   */
  private settleableAfter: number | undefined;
  private stopListening: (() => void) | undefined;
  private readonly onChange = (change: WorldChange) => this.changed(change);

  constructor(private readonly world: World) {
    world.events.on('change', this.onChange);
    this.listenWhileOpen();
  }

  /** The contract's ticks from its start up to now: the feed as far as the world clock has reached. */
  ticksOf(position: Position): Tick[] {
    const now = this.world.clock.epoch();
    const { spec } = position;
    const last = position.closing?.sell_time ?? now;
    const end = Math.min(last, spec.expiry.kind === 'time' ? spec.expiry.dateExpiry : last);
    let entry = this.known.get(position.contract_id);
    if (!entry) {
      entry = { ticks: [], readTo: spec.dateStart };
      this.known.set(position.contract_id, entry);
    }
    if (end > entry.readTo) {
      entry.ticks.push(...this.world.markets.ticksBetween(spec.symbol, entry.readTo + 1, end));
      entry.readTo = end;
    }
    const ticks = entry.ticks.filter((tick) => tick.epoch <= now);
    if (position.closing) this.known.delete(position.contract_id);
    return ticks;
  }

  /** What the contract's ticks show at the world's now (a closed contract: at its closing). */
  pathOf(position: Position): ContractPath | undefined {
    const at = position.closing?.sell_time ?? this.world.clock.epoch();
    return contractPath(position.spec, this.ticksOf(position), at);
  }

  /**
   * Settles the contract if its ticks decide it; the closing, or undefined while it stays open. While a
   * settlement delay is set, a decided contract waits that long after its end unless `evenIfDelayed`
   * (sell_expired asks for it).
   */
  settleIfDecided(position: Position, evenIfDelayed = false): Closing | undefined {
    const decided = this.decision(position);
    if (!decided) return undefined;
    if (!evenIfDelayed && this.world.clock.epoch() < decided.end + this.delaySeconds) return undefined;
    return commitSettlement(this.world, position.contract_id, decided.settlement);
  }

  /**
   * Whether an open contract is decided and past the point from which the client may settle it (the
   * platform's is_settleable: expired and valid to sell) while the platform has not settled it yet.
   */
  isSettleable(position: Position): boolean {
    const decided = this.decision(position);
    return decided !== undefined && this.world.clock.epoch() >= decided.end + this.settleableAfterSeconds;
  }

  /** Settles every decided contract of the account (sell_expired); how many were settled. */
  settleAccount(loginid: string): number {
    return positionsOf(this.world.state.contracts, loginid, true).filter((position) =>
      this.settleIfDecided(position, true),
    ).length;
  }

  /** How long decided contracts wait before the platform settles them on its own. */
  get settlementDelaySeconds(): number {
    return this.delaySeconds;
  }

  set settlementDelaySeconds(seconds: number) {
    this.delaySeconds = seconds;
  }

  /** How long after their end decided contracts may be settled by the client; at most the delay. */
  get settleableAfterSeconds(): number {
    return Math.min(this.settleableAfter ?? this.delaySeconds, this.delaySeconds);
  }

  /** undefined: not before the platform settles them on its own. */
  set settleableAfterSeconds(seconds: number | undefined) {
    this.settleableAfter = seconds;
  }

  dispose(): void {
    this.world.events.off('change', this.onChange);
    this.stopListening?.();
    this.stopListening = undefined;
  }

  /** An open contract's settlement as its ticks decide it now, with the epoch it ended at. */
  private decision(position: Position): { settlement: Settlement; end: number } | undefined {
    if (!isOpen(position)) return undefined;
    const underlying = this.world.markets.underlying(position.spec.symbol);
    const currency = currencyNamed(position.spec.currency);
    if (!underlying || !currency) return undefined;
    const terms = { pipSize: underlying.pip, generationIntervalSeconds: underlying.tickIntervalSeconds };
    const settlement = settlementAt(position.spec, this.ticksOf(position), this.world.clock.epoch(), terms, currency);
    if (!settlement) return undefined;
    const { expiry } = position.spec;
    const end =
      expiry.kind === 'time' ? Math.max(expiry.dateExpiry, settlement.exitTick.epoch) : settlement.exitTick.epoch;
    return { settlement, end };
  }

  /**
   * Settles what the clock decided. A payout the balance cannot hold (past 2^53 minor units) leaves its
   * contract open rather than throwing out of the world's timers.
   */
  private sweep(): void {
    for (const position of Object.values(this.world.state.contracts.positions)) {
      try {
        this.settleIfDecided(position);
      } catch (error) {
        if (!(error instanceof BalanceOutOfRange)) throw error;
      }
    }
  }

  private changed(change: WorldChange): void {
    if (change.type === 'contract_sold' || change.type === 'contract_settled') this.known.delete(change.contract_id);
    // A spot set re-bases the feed from the tick at or before it: read that symbol's ticks afresh.
    if (change.type === 'market_spot_set')
      for (const id of this.known.keys())
        if (this.world.state.contracts.positions[String(id)]?.spec.symbol === change.symbol) this.known.delete(id);
    if (change.type === 'contract_bought' || change.type === 'contract_sold' || change.type === 'contract_settled')
      this.listenWhileOpen();
  }

  private listenWhileOpen(): void {
    const anyOpen = Object.values(this.world.state.contracts.positions).some(isOpen);
    if (anyOpen && !this.stopListening) this.stopListening = this.world.markets.onTime(() => this.sweep());
    else if (!anyOpen && this.stopListening) {
      this.stopListening();
      this.stopListening = undefined;
    }
  }
}
