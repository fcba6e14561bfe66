import type { TokenScope } from '../../api/endpoints/security';
import { localize } from '../../lib/localize';
import { formatGmt } from '../../lib/time';

/** The scopes a client gives a new token, in the order the form lists them (accounts-and-money §6). */
export const GRANTABLE_SCOPES = ['read', 'trade', 'payments', 'admin'] as const satisfies readonly TokenScope[];

const SCOPE_LABELS = {
  read: 'Read',
  trade: 'Trade',
  payments: 'Payments',
  admin: 'Admin',
  trading_information: 'Trading information',
} as const satisfies Record<TokenScope, string>;

export function scopeLabel(scope: TokenScope): string {
  return localize(SCOPE_LABELS[scope]);
}

/** A token's or an app's scopes as one line: "Read, Trade". */
export function scopesText(scopes: readonly TokenScope[]): string {
  return scopes.map(scopeLabel).join(', ');
}

/** When a token or an app was last used ("2026-11-23 09:41:07" UTC from the platform), or 'Never'. */
export function lastUsedText(lastUsed: string | null | undefined): string {
  const epochMs = lastUsed ? Date.parse(`${lastUsed.replace(' ', 'T')}Z`) : Number.NaN;
  return Number.isFinite(epochMs) ? formatGmt(epochMs) : localize('Never');
}
