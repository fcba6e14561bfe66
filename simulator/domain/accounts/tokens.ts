/** What a token lets its holder do. */
export const TOKEN_SCOPES = ['read', 'trade', 'payments', 'trading_information', 'admin'] as const;

export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** OAuth tokens are "a1-" and 29 letters or digits; API tokens are 15 letters or digits. */
export const OAUTH_TOKEN_PATTERN = /^a1-[A-Za-z0-9]{29}$/;
export const API_TOKEN_PATTERN = /^[A-Za-z0-9]{15}$/;
