import type { Offer } from './page-content';

/** The offers a residence is not given: accounts in France are excluded from CFDs (accounts-and-money §6). */
export function withheldOffers(residence: string): readonly Offer[] {
  return residence.toLowerCase() === 'fr' ? ['cfd'] : [];
}
