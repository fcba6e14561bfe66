import type { CallName } from '../../../schemas/generated/types';

/**
 * Calls that move money. Each goes out on an open socket or not at all: never queued for later, never
 * sent again after a reconnect, so a purchase or a transfer cannot happen later than it was asked, or
 * twice (trading-core §4 "Socket", the architecture's rule on purchases).
 */
const SENT_ONLY_WHEN_OPEN: ReadonlySet<string> = new Set<CallName>([
  'buy',
  'sell',
  'topup_virtual',
  'transfer_between_accounts',
  'paymentagent_transfer',
  'paymentagent_withdraw',
  'mt5_deposit',
  'mt5_withdrawal',
]);

/** Calls not queued behind a lost connection: the server clock asks again on its own schedule. */
const DROPPED_WHILE_RECONNECTING: ReadonlySet<string> = new Set<CallName>(['time']);

/** What may go out while the site is not up: its status, leaving streams, the clock and ping. */
const SENT_WHILE_SITE_DOWN: ReadonlySet<string> = new Set<CallName>([
  'website_status',
  'forget',
  'forget_all',
  'time',
  'ping',
]);

export const isSentOnlyWhenOpen = (call: string): boolean => SENT_ONLY_WHEN_OPEN.has(call);
export const isDroppedWhileReconnecting = (call: string): boolean => DROPPED_WHILE_RECONNECTING.has(call);
export const isSentWhileSiteDown = (call: string): boolean => SENT_WHILE_SITE_DOWN.has(call);
