/**
 * Router state that names the page a client came from, for a page that sends them back once done
 * (set-currency returns an existing account to the previous URL, accounts-and-money §4 "Currency").
 */
export interface ReturnToState {
  returnTo: string;
}

export function returnToState({ pathname, search, hash }: { pathname: string; search: string; hash: string }) {
  return { returnTo: `${pathname}${search}${hash}` } satisfies ReturnToState;
}

/** The page named by router state; only a path of this app, never another site. */
export function returnPathOf(state: unknown): string | undefined {
  const returnTo = (state as Partial<ReturnToState> | null)?.returnTo;
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : undefined;
}
