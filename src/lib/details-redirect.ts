import { readableStorage } from './storage';

/** Where the page that sent the client to complete their details is remembered, across reloads. */
const KEY = 'personal_details_redirect';

/**
 * The redirect flag of accounts-and-money §4 "Personal details": a step that needs details the client
 * has not given (account opening refused with InsufficientAccountDetails) sends them to the
 * personal-details page and remembers its own page, to offer it again once the details are complete.
 */
export function rememberDetailsRedirect(page: string): void {
  readableStorage()?.setItem(KEY, page);
}

/** The page waiting for the client's details, if a step sent them to complete them. */
export function detailsRedirect(): string | undefined {
  return readableStorage()?.getItem(KEY) ?? undefined;
}

export function forgetDetailsRedirect(): void {
  readableStorage()?.removeItem(KEY);
}
