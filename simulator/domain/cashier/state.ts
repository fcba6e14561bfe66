/**
 * What the cashier remembers per world: cashier passwords, used verification codes, the cashier
 * pages handed out, and the checks the control API forces on accounts.
 */

/** The cashier codes an account can be made to get (the catalogue of accounts-and-money §8). */
export const CASHIER_ASKS = [
  'ASK_EMAIL_VERIFY',
  'ASK_TNC_APPROVAL',
  'ASK_FIX_DETAILS',
  'ASK_UK_FUNDS_PROTECTION',
  'ASK_AUTHENTICATE',
  'ASK_FINANCIAL_RISK_APPROVAL',
  'ASK_AGE_VERIFICATION',
  'ASK_SELF_EXCLUSION_MAX_TURNOVER_SET',
] as const;

export type CashierAsk = (typeof CASHIER_ASKS)[number];

export function isCashierAsk(value: string): value is CashierAsk {
  return (CASHIER_ASKS as readonly string[]).includes(value);
}

/** Checks forced on one account, on top of those its state implies. */
export interface ForcedAsks {
  asks: CashierAsk[];
  /** Profile fields ASK_FIX_DETAILS names as missing, e.g. address_state. */
  missing_details: string[];
}

/** A cashier page handed out by the cashier call; its id is the secret in the page URL. */
export interface CashierFrame {
  id: string;
  loginid: string;
  action: 'deposit' | 'withdraw';
  /** Epoch seconds. */
  opened_at: number;
  /** A withdrawal page closes once it has withdrawn: one verification allows one withdrawal. */
  closed?: boolean;
}

export interface CashierState {
  /** loginid -> scrypt hash and salt of the cashier password; absent while the cashier is unlocked. */
  passwords: Record<string, { hash: string; salt: string }>;
  /** Verification codes already spent. */
  used_codes: string[];
  frames: Record<string, CashierFrame>;
  /** loginid -> checks forced through the control API. */
  forced: Record<string, ForcedAsks>;
}

export type CashierChange =
  | { type: 'cashier_password_set'; loginid: string; hash: string; salt: string }
  | { type: 'cashier_password_cleared'; loginid: string }
  | { type: 'verification_code_used'; code: string }
  | { type: 'cashier_frame_opened'; frame: CashierFrame }
  | { type: 'cashier_frame_closed'; id: string }
  | { type: 'cashier_asks_forced'; loginid: string; forced: ForcedAsks };

export function initialCashierState(): CashierState {
  return { passwords: {}, used_codes: [], frames: {}, forced: {} };
}

export function applyCashierChange(state: CashierState, change: CashierChange): void {
  switch (change.type) {
    case 'cashier_password_set':
      state.passwords[change.loginid] = { hash: change.hash, salt: change.salt };
      return;
    case 'cashier_password_cleared':
      delete state.passwords[change.loginid];
      return;
    case 'verification_code_used':
      state.used_codes.push(change.code);
      return;
    case 'cashier_frame_opened':
      state.frames[change.frame.id] = { ...change.frame };
      return;
    case 'cashier_frame_closed': {
      const frame = state.frames[change.id];
      if (frame) frame.closed = true;
      return;
    }
    case 'cashier_asks_forced':
      state.forced[change.loginid] = {
        asks: [...change.forced.asks],
        missing_details: [...change.forced.missing_details],
      };
      return;
  }
}
