import type { TestSocket } from './simulator';

/** The details a new real account asks of an Indonesian resident (an SVG account). */
export const REAL_ACCOUNT_DETAILS = {
  salutation: 'Ms',
  first_name: 'Sari',
  last_name: 'Wulandari',
  date_of_birth: '1992-06-15',
  residence: 'id',
  address_line_1: 'Jl. Merdeka 1',
  address_city: 'Bandung',
  phone: '+62 812 3456 7890',
  place_of_birth: 'id',
  account_opening_reason: 'Speculative',
};

/** The same person living in the UK, with what a European company asks more (postcode, tax, employment). */
export const UK_ACCOUNT_DETAILS = {
  ...REAL_ACCOUNT_DETAILS,
  residence: 'gb',
  citizen: 'gb',
  address_postcode: 'SW1A 1AA',
  tax_residence: 'gb',
  tax_identification_number: 'AB123456C',
  employment_status: 'Employed',
};

/**
 * Opens a real account (`new_account_real` with `request`) from the account `socket` is authorized
 * to, then authorizes the socket to the new account. Throws when the account is refused.
 */
export async function switchedToNewRealAccount(
  socket: TestSocket,
  request: Record<string, unknown>,
): Promise<TestSocket> {
  const reply = await socket.call({ new_account_real: 1, ...request });
  const opened = reply.new_account_real as { oauth_token: string } | undefined;
  if (!opened) throw new Error(`new_account_real refused: ${JSON.stringify(reply.error)}`);
  const login = await socket.call({ authorize: opened.oauth_token });
  if (login.error) throw new Error(`authorize failed: ${JSON.stringify(login.error)}`);
  return socket;
}
