/**
 * A typed client of the simulator's control API (HTTP JSON under /control), for tests, Cucumber steps
 * and scripts: `new ControlClient('http://127.0.0.1:8787')`, or with `{ token }` when the simulator
 * asks for one. Every method resolves with the route's reply or rejects with a ControlRequestError
 * carrying the HTTP status and the error code.
 */
import type {
  CashierAsksBody,
  ClockMove,
  ClockReading,
  ControlErrorBody,
  CreateWorldBody,
  ExchangeRateReply,
  FaultBody,
  LandingCompanyOverride,
  LandingCompanyReply,
  LimitOverrides,
  LedgerReading,
  LimitsReply,
  MarketReading,
  MarketStatusBody,
  MarketTradingBody,
  Mt5AccountSummary,
  PostedTransactionsReply,
  QueuedFaultReply,
  SiteBody,
  TrafficEntry,
  TrafficQueryParams,
  WorldSummary,
} from './server/control/types';
import type { OutboxEmail, PaymentAgentDetails } from './domain/accounts/model';
import type { ReleaseSetting } from './domain/releases';
import type { DocumentRecord } from './domain/security/model';
import type { SiteState } from './domain/site';
import type { SupportMessage } from './domain/support-messages';
import type { AccountPatch, AccountSummary } from './world/account-admin';
import type { CreatedClient, NewClient } from './world/client-admin';

export class ControlRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ControlRequestError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The methods the control API reads a JSON body of (it refuses them without `Content-Type: application/json`). */
const METHODS_WITH_BODY: readonly Method[] = ['POST', 'PUT', 'PATCH'];

/** A release as the feed's control route takes it: `name` defaults to the tag, sizes to 0. */
export interface ReleaseBody {
  tag_name: string;
  name?: string;
  published_at: string;
  assets: { name: string; size?: number; content_type?: string }[];
}

export interface ControlClientOptions {
  /** The simulator's control token (`--control-token`, or the one it printed at start), if it has one. */
  token?: string;
}

export class ControlClient {
  private readonly base: string;
  private readonly headers: Record<string, string>;

  /** `baseUrl` is the simulator's address, e.g. http://127.0.0.1:8787 */
  constructor(baseUrl: string, { token }: ControlClientOptions = {}) {
    this.base = `${baseUrl.replace(/\/$/, '')}/control`;
    this.headers = token === undefined ? {} : { authorization: `Bearer ${token}` };
  }

  /** A client of a simulator started in this process (`startSimulator`), with its token if it has one. */
  static of(simulator: { url: string; controlToken: string | undefined }): ControlClient {
    return new ControlClient(simulator.url, { token: simulator.controlToken });
  }

  listWorlds(): Promise<WorldSummary[]> {
    return this.call<{ worlds: WorldSummary[] }>('GET', '/worlds').then((reply) => reply.worlds);
  }

  createWorld(options: CreateWorldBody = {}): Promise<WorldSummary> {
    return this.call<{ world: WorldSummary }>('POST', '/worlds', options).then((reply) => reply.world);
  }

  getWorld(world: string): Promise<WorldSummary> {
    return this.call<{ world: WorldSummary }>('GET', this.worldPath(world)).then((reply) => reply.world);
  }

  async deleteWorld(world: string): Promise<void> {
    await this.call('DELETE', this.worldPath(world));
  }

  resetWorld(world: string): Promise<WorldSummary> {
    return this.call<{ world: WorldSummary }>('POST', this.worldPath(world, '/reset')).then((reply) => reply.world);
  }

  moveClock(world: string, move: ClockMove): Promise<ClockReading> {
    return this.call('POST', this.worldPath(world, '/clock'), move);
  }

  freezeClock(world: string): Promise<ClockReading> {
    return this.moveClock(world, { action: 'freeze' });
  }

  resumeClock(world: string): Promise<ClockReading> {
    return this.moveClock(world, { action: 'resume' });
  }

  /** Sets the world's time to `epoch` (seconds). */
  setClock(world: string, epoch: number): Promise<ClockReading> {
    return this.moveClock(world, { action: 'set', epoch });
  }

  advanceClock(world: string, ms: number): Promise<ClockReading> {
    return this.moveClock(world, { action: 'advance', ms });
  }

  /**
   * Decided contracts wait this long after their end before the platform settles them itself; from
   * `settleableAfterSeconds` after their end (at most the delay; by default the delay) the client may
   * settle them (valid to sell, settleable, sell_expired).
   */
  setSettlementDelay(world: string, seconds: number, settleableAfterSeconds?: number): Promise<number> {
    return this.call<{ delay_seconds: number }>('PUT', this.worldPath(world, '/settlement'), {
      delay_seconds: seconds,
      ...(settleableAfterSeconds === undefined ? {} : { settleable_after_seconds: settleableAfterSeconds }),
    }).then((reply) => reply.delay_seconds);
  }

  setSite(world: string, site: SiteBody): Promise<SiteState> {
    return this.call<{ site: SiteState }>('PUT', this.worldPath(world, '/site'), site).then((reply) => reply.site);
  }

  /**
   * Registers an app id in the world, so sockets and the log-in page accept it, with the URL its
   * log-ins come back to (`{lang}` stands for the log-in's language); returns every registered id.
   */
  registerApp(world: string, appId: string, redirectUri?: string): Promise<string[]> {
    return this.call<{ registered_app_ids: string[] }>('POST', this.worldPath(world, '/apps'), {
      app_id: appId,
      ...(redirectUri === undefined ? {} : { redirect_uri: redirectUri }),
    }).then((reply) => reply.registered_app_ids);
  }

  /** The market's open state and latest tick. */
  market(world: string, symbol: string): Promise<MarketReading> {
    return this.call('GET', this.worldPath(world, `/markets/${encodeURIComponent(symbol)}`));
  }

  /** Re-quotes the latest tick of `symbol` at `quote`; the feed goes on from there. */
  setSpot(world: string, symbol: string, quote: number): Promise<MarketReading> {
    return this.call('POST', this.worldPath(world, `/markets/${encodeURIComponent(symbol)}/spot`), { quote });
  }

  /** Opens or closes a market from now on, or hands it back to its trading hours ("scheduled"). */
  setMarketStatus(world: string, symbol: string, status: MarketStatusBody['status']): Promise<MarketReading> {
    const body: MarketStatusBody = { status };
    return this.call('POST', this.worldPath(world, `/markets/${encodeURIComponent(symbol)}/status`), body);
  }

  /** Suspends trading of `symbol` (proposal and buy refused, still listed and ticking), or lifts it. */
  setTradingSuspended(world: string, symbol: string, suspended: boolean): Promise<MarketReading> {
    const body: MarketTradingBody = { suspended };
    return this.call('POST', this.worldPath(world, `/markets/${encodeURIComponent(symbol)}/trading`), body);
  }

  /** The world's stake, payout and account limit overrides ({} when it uses the platform's). */
  limits(world: string): Promise<LimitOverrides> {
    return this.call<LimitsReply>('GET', this.worldPath(world, '/limits')).then((reply) => reply.limits);
  }

  /** Replaces every limit override of the world ({} restores the platform's); proposal, buy and get_limits follow. */
  setLimits(world: string, limits: LimitOverrides): Promise<LimitOverrides> {
    return this.call<LimitsReply>('PUT', this.worldPath(world, '/limits'), limits).then((reply) => reply.limits);
  }

  /** A landing company's allowed markets in the world. */
  landingCompany(world: string, shortcode: string): Promise<LandingCompanyReply> {
    return this.call('GET', this.worldPath(world, `/landing-companies/${encodeURIComponent(shortcode)}`));
  }

  /**
   * Replaces the world's override of a landing company ({} restores the platform's), e.g.
   * `{ legal_allowed_markets: ['synthetic_index'] }` for a company without forex.
   */
  setLandingCompany(world: string, shortcode: string, override: LandingCompanyOverride): Promise<LandingCompanyReply> {
    return this.call('PUT', this.worldPath(world, `/landing-companies/${encodeURIComponent(shortcode)}`), override);
  }

  /** Queues a fault and returns every fault still queued in the world. */
  queueFault(world: string, fault: FaultBody): Promise<QueuedFaultReply[]> {
    return this.call<{ faults: QueuedFaultReply[] }>('POST', this.worldPath(world, '/faults'), fault).then(
      (reply) => reply.faults,
    );
  }

  faults(world: string): Promise<QueuedFaultReply[]> {
    return this.call<{ faults: QueuedFaultReply[] }>('GET', this.worldPath(world, '/faults')).then(
      (reply) => reply.faults,
    );
  }

  async clearFaults(world: string): Promise<void> {
    await this.call('DELETE', this.worldPath(world, '/faults'));
  }

  /** Closes every socket of the world (code 1012); returns how many there were. */
  dropConnections(world: string): Promise<number> {
    return this.call<{ dropped: number }>('POST', this.worldPath(world, '/drop-connections')).then(
      (reply) => reply.dropped,
    );
  }

  traffic(world: string, { since, limit }: TrafficQueryParams = {}): Promise<TrafficEntry[]> {
    const query = new URLSearchParams();
    if (since !== undefined) query.set('since', String(since));
    if (limit !== undefined) query.set('limit', String(limit));
    const suffix = query.size > 0 ? `?${query.toString()}` : '';
    return this.call<{ traffic: TrafficEntry[] }>('GET', this.worldPath(world, `/traffic${suffix}`)).then(
      (reply) => reply.traffic,
    );
  }

  /** A user with one real account, every personal detail given (see NewClient). */
  createClient(world: string, client: NewClient): Promise<CreatedClient> {
    return this.call('POST', this.worldPath(world, '/clients'), client);
  }

  getAccount(world: string, loginid: string): Promise<AccountSummary> {
    return this.call('GET', this.worldPath(world, `/accounts/${encodeURIComponent(loginid)}`));
  }

  /** Changes an account's balance, currency, status flags, landing company or residence. */
  patchAccount(world: string, loginid: string, patch: AccountPatch): Promise<AccountSummary> {
    return this.call('PATCH', this.worldPath(world, `/accounts/${encodeURIComponent(loginid)}`), patch);
  }

  /** The documents the account uploaded, oldest first: size, SHA-1 checksum and the frames that carried each. */
  documents(world: string, loginid: string): Promise<DocumentRecord[]> {
    return this.call<{ documents: DocumentRecord[] }>(
      'GET',
      this.worldPath(world, `/accounts/${encodeURIComponent(loginid)}/documents`),
    ).then((reply) => reply.documents);
  }

  /** The e-mails the world sent (verification codes), oldest first; only those to `to` when given. */
  outbox(world: string, to?: string): Promise<OutboxEmail[]> {
    const suffix = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
    return this.call<{ emails: OutboxEmail[] }>('GET', this.worldPath(world, `/outbox${suffix}`)).then(
      (reply) => reply.emails,
    );
  }

  /** Makes the account's cashier answer with these codes (on top of what its state implies); [] clears. */
  forceCashierAsks(world: string, loginid: string, body: CashierAsksBody): Promise<Required<CashierAsksBody>> {
    return this.call('PUT', this.worldPath(world, `/accounts/${encodeURIComponent(loginid)}/cashier-asks`), body);
  }

  /** Sets the price of one unit of `currency` in USD; exchange-rate streams of that currency update. */
  setExchangeRate(world: string, currency: string, usdPrice: string | number): Promise<ExchangeRateReply> {
    return this.call('PUT', this.worldPath(world, `/exchange-rates/${encodeURIComponent(currency)}`), {
      usd_price: usdPrice,
    });
  }

  /** Makes the account a payment agent, or changes its agent details (fields not given stay). */
  setPaymentAgent(world: string, loginid: string, details: Partial<PaymentAgentDetails>): Promise<PaymentAgentDetails> {
    return this.call('PUT', this.worldPath(world, `/accounts/${encodeURIComponent(loginid)}/payment-agent`), details);
  }

  async removePaymentAgent(world: string, loginid: string): Promise<void> {
    await this.call('DELETE', this.worldPath(world, `/accounts/${encodeURIComponent(loginid)}/payment-agent`));
  }

  /** Posts `count` deposits and withdrawals (alternately, `amount` each) on an account: a long statement. */
  postTransactions(
    world: string,
    loginid: string,
    body: { count: number; amount?: number | string },
  ): Promise<PostedTransactionsReply> {
    return this.call('POST', this.worldPath(world, `/accounts/${encodeURIComponent(loginid)}/transactions`), body);
  }

  /** An account's ledger balance beside the sum of its statement's transactions. */
  getLedger(world: string, loginid: string): Promise<LedgerReading> {
    return this.call('GET', this.worldPath(world, `/accounts/${encodeURIComponent(loginid)}/ledger`));
  }

  getMt5Account(world: string, login: string): Promise<Mt5AccountSummary> {
    return this.call('GET', this.worldPath(world, `/mt5/${encodeURIComponent(login)}`));
  }

  setMt5Balance(world: string, login: string, balance: number | string): Promise<Mt5AccountSummary> {
    return this.call('PUT', this.worldPath(world, `/mt5/${encodeURIComponent(login)}/balance`), { balance });
  }

  /** The messages visitors left with support while the live chat was offline, oldest first. */
  supportMessages(world: string): Promise<SupportMessage[]> {
    return this.call<{ messages: SupportMessage[] }>('GET', this.worldPath(world, '/support/messages')).then(
      (reply) => reply.messages,
    );
  }

  /** The desktop app release one world's feed serves (null: none published, the feed answers 404). */
  setRelease(world: string, release: ReleaseBody | null): Promise<ReleaseSetting> {
    return this.call<{ release: ReleaseSetting }>('PUT', this.worldPath(world, '/release'), { release }).then(
      (reply) => reply.release,
    );
  }

  /** Any route, for what the typed methods do not cover. */
  async call<T = unknown>(method: Method, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: METHODS_WITH_BODY.includes(method)
        ? { ...this.headers, 'content-type': 'application/json' }
        : this.headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const reply: unknown = await response.json().catch(() => undefined);
    if (response.ok) return reply as T;
    const error = (reply as Partial<ControlErrorBody> | undefined)?.error;
    throw new ControlRequestError(
      response.status,
      error?.code ?? 'HttpError',
      error?.message ?? `${method} ${path} answered ${response.status}`,
    );
  }

  private worldPath(world: string, rest = ''): string {
    return `/worlds/${encodeURIComponent(world)}${rest}`;
  }
}
