import { useNavigate, useParams } from 'react-router-dom';
import type { ApiError } from '../../../schemas/generated/types';
import { rememberDetailsRedirect } from '../../lib/details-redirect';

const DETAILS_PAGE = 'user/settings/detailsws';
/** Refusals of an account opening that the client's personal details answer (accounts-and-money §8). */
const DETAILS_REFUSALS = new Set(['InsufficientAccountDetails', 'InputValidationFailed']);

/**
 * What to do with an account opening's refusal: one that asks for personal details sends the client to
 * the personal-details page, remembering `returnPage` (a path under /{lang}/ without .html) to come back
 * to; says whether it did.
 */
export function useDetailsRedirect(returnPage: string): (error: ApiError) => boolean {
  const { lang = 'en' } = useParams();
  const navigate = useNavigate();
  return (error) => {
    if (!DETAILS_REFUSALS.has(error.code)) return false;
    rememberDetailsRedirect(returnPage);
    void navigate(`/${lang}/${DETAILS_PAGE}.html`);
    return true;
  };
}
