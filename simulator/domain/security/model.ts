import type { TokenScope } from '../accounts/tokens';

/** One log-in or log-out of an account, as login_history lists it. */
export interface LoginRecord {
  /** Epoch seconds. */
  time: number;
  action: 'login' | 'logout';
  /** 1 for a successful attempt, 0 for a refused one. */
  status: 0 | 1;
  app_id: string;
  language: string;
  ip: string;
  user_agent: string;
}

/** A user's two-factor secret (base32) and whether it is switched on. */
export interface TotpSetting {
  secret: string;
  enabled: boolean;
}

/** An application the user let act on their accounts through OAuth. */
export interface AppGrant {
  app_id: number;
  scopes: TokenScope[];
  /** The OAuth tokens the app was given; revoking the app revokes them. */
  tokens: string[];
  /** Epoch seconds. */
  last_used: number;
}

/** A document file received through document_upload. */
export interface DocumentRecord {
  upload_id: number;
  document_type: string;
  document_format: string;
  page_type?: string;
  document_id?: string;
  expiration_date?: string;
  size: number;
  /** How many binary frames carried the bytes. */
  chunks: number;
  /** SHA-1 of the bytes received, hex. */
  checksum: string;
  /** Epoch seconds. */
  time: number;
}

/** Answers to the financial assessment, by question name. */
export type AssessmentAnswers = Record<string, string>;

export interface SecurityState {
  /** By loginid, oldest first; only the latest MAX_LOGIN_HISTORY are kept. */
  login_history: Record<string, LoginRecord[]>;
  /** By user_id. */
  totp: Record<string, TotpSetting>;
  /** By user_id. */
  app_grants: Record<string, AppGrant[]>;
  /** By loginid, oldest first. */
  documents: Record<string, DocumentRecord[]>;
  /** By user_id. */
  financial_assessment: Record<string, AssessmentAnswers>;
}

/** login_history answers at most this many records (accounts-and-money §9). */
export const MAX_LOGIN_HISTORY = 50;

export function emptySecurity(): SecurityState {
  return { login_history: {}, totp: {}, app_grants: {}, documents: {}, financial_assessment: {} };
}
