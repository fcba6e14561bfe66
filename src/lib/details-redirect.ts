/**
 * The session-storage flag that sends a client back after the personal-details page: set when an
 * account could not be opened for missing or invalid details (accounts-and-money §8 "Account
 * opening"); the personal-details page reads it (§4 "Personal details": once the required details
 * are present it hides the form and shows its message) and removes it. Its value is the page to go
 * back to, a path under /{lang}/ without .html.
 */
const DETAILS_REDIRECT_KEY = 'personal_details_redirect';

export function rememberDetailsRedirect(page: string): void {
  try {
    window.sessionStorage.setItem(DETAILS_REDIRECT_KEY, page);
  } catch {
    // Without web storage the client still reaches the details page; only the way back is lost.
  }
}
