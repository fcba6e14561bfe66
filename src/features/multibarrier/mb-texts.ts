import { localize } from '../../lib/localize';

/** The multi-barrier page's own texts of trading-core §8, verbatim. */
export const MB_TEXTS = {
  allExpired: () => localize('All barriers in this trading window are expired.'),
};
