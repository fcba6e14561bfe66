/** The code of an e-mailed link, which arrives as #token={code} (accounts-and-money §2). */
export function tokenOfHash(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? undefined;
}
