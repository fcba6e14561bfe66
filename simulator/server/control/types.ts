/** The control API's request and reply bodies, shared by its routes and the typed client. */
import type { LandingCompanyOverride } from '../../domain/accounts/landing-company-overrides';
import type { LimitOverrides } from '../../domain/limit-overrides';
import type { SiteState, SiteStatus } from '../../domain/site';
import type { TrafficEntry } from '../../world/traffic-log';

export interface ControlErrorBody {
  error: { code: string; message: string };
}

export interface ClockReading {
  /** World time, whole seconds since the epoch. */
  epoch: number;
  frozen: boolean;
}

export interface WorldSummary {
  id: string;
  fixture: string;
  seed: number;
  /** The world served at /websockets/v3 (and never deleted). */
  default: boolean;
  clock: ClockReading;
  site: SiteState;
  /** Open socket connections. */
  connections: number;
  /** Where its socket is served, e.g. /worlds/<id>/websockets/v3. */
  socket_path: string;
}

export interface CreateWorldBody {
  id?: string;
  fixture?: string;
  seed?: number;
}

export type ClockMove =
  { action: 'freeze' } | { action: 'resume' } | { action: 'set'; epoch: number } | { action: 'advance'; ms: number };

export interface SiteBody {
  status: SiteStatus;
  message?: string;
  /** The country the platform then reports for visitors (two lower-case letters). */
  clients_country?: string;
}

export interface FaultBody {
  msg_type: string;
  error?: { code: string; message: string };
  /** Reply body fields to answer with instead of the call's handler (no stream is opened). */
  reply?: Record<string, unknown>;
  latency_ms?: number;
  /** How many calls it applies to; 1 unless given. */
  times?: number;
}

export interface QueuedFaultReply {
  msg_type: string;
  error?: { code: string; message: string };
  reply?: Record<string, unknown>;
  latency_ms?: number;
  remaining: number;
}

export interface TrafficQueryParams {
  /** Only entries at or after this world time, ms. */
  since?: number;
  /** Only the newest this many. */
  limit?: number;
}

export type { TrafficEntry };

/** A market as the control API reports it. */
export interface MarketReading {
  symbol: string;
  /** Open now: trading hours with any open/close override applied. */
  open: boolean;
  /** Trading suspended: listed (is_trading_suspended 1) and ticking, but proposal and buy are refused. */
  trading_suspended: boolean;
  /** The latest tick; null for a market closed for weeks. */
  tick: { epoch: number; quote: number } | null;
}

export type MarketStatusBody = { status: 'open' | 'closed' | 'scheduled' };

export type MarketTradingBody = { suspended: boolean };

/** GET and PUT /worlds/:world/limits: the world's limit overrides (PUT takes a LimitOverrides body). */
export interface LimitsReply {
  limits: LimitOverrides;
}

export type { LimitOverrides };

/**
 * GET and PUT /worlds/:world/landing-companies/:shortcode: the company's allowed markets in this world
 * (PUT takes a LandingCompanyOverride body).
 */
export interface LandingCompanyReply {
  shortcode: string;
  legal_allowed_markets: string[];
}

export type { LandingCompanyOverride };

/** PUT /worlds/:world/accounts/:loginid/cashier-asks: cashier codes the account gets until cleared. */
export interface CashierAsksBody {
  asks?: string[];
  /** Profile fields ASK_FIX_DETAILS names, e.g. address_state. */
  missing_details?: string[];
}

export interface ExchangeRateReply {
  currency: string;
  /** The price of one unit in USD, as a decimal string. */
  usd_price: string;
}

/** What POST /worlds/:world/accounts/:loginid/transactions posted. */
export interface PostedTransactionsReply {
  count: number;
  first_transaction_id: number;
  last_transaction_id: number;
  /** The account's balance after them. */
  balance: number;
}

/** GET /worlds/:world/accounts/:loginid/ledger: the ledger's balance and its statement's sum, side by side. */
export interface LedgerReading {
  loginid: string;
  currency: string;
  /** The balance the ledger keeps. */
  balance: number;
  /** The sum of every transaction on the account, as the statement lists them. */
  statement_total: number;
  /** How many transactions that is. */
  transactions: number;
}

export interface Mt5AccountSummary {
  login: string;
  user_id: number;
  group: string;
  currency: string;
  leverage: number;
  balance: number;
  /** Empty when the account has no money manager. */
  manager_id: string;
  /** The holder's name, as the account was opened with. */
  name: string;
}
