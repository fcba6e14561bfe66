import type { ReactNode } from 'react';
import type { ApiError } from '../../../schemas/generated/types';
import { localize } from '../../lib/localize';
import { localizeNodes } from '../../ui/localized-nodes';
import { PageLink } from '../../ui/page-links';
import { missingDetailNames } from './missing-details';

/** Wraps a sentence's words in a link to a page of the site (the words alone while it is not built). */
const linkTo =
  (page: string) =>
  (words: string): ReactNode => (
    <PageLink page={page} fallback={words}>
      {words}
    </PageLink>
  );

function FixDetailsMessage({ details }: { details: unknown }) {
  const names = missingDetailNames(details);
  if (names.length === 0)
    return localizeNodes('Your [_1]personal details[_2] are incomplete. Please update them to access the cashier.', [
      linkTo('user/settings/detailsws'),
    ]);
  return (
    <>
      {localizeNodes('To access the cashier, please complete these [_1]personal details[_2]:', [
        linkTo('user/settings/detailsws'),
      ])}
      <ul className="cashier__details">
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </>
  );
}

/** What the cashier says for each of its refusals but the ones that ask for something on this page (accounts-and-money §8). */
function refusalText({ code, message, details }: ApiError): ReactNode {
  switch (code) {
    case 'ASK_TNC_APPROVAL':
      return localizeNodes('Please [_1]accept the updated Terms and Conditions[_2] to access the cashier.', [
        linkTo('user/tnc_approvalws'),
      ]);
    case 'ASK_FIX_DETAILS':
      return <FixDetailsMessage details={details} />;
    case 'ASK_AUTHENTICATE':
      return localizeNodes('Your account is not fully authenticated. Please [_1]authenticate[_2] your account.', [
        linkTo('user/authenticate'),
      ]);
    case 'ASK_FINANCIAL_RISK_APPROVAL':
      return localize(
        'Your financial risk approval is required. Please contact customer support for more information.',
      );
    case 'ASK_AGE_VERIFICATION':
      return localize('Your account needs age verification. Please contact customer support for more information.');
    case 'ASK_SELF_EXCLUSION_MAX_TURNOVER_SET':
      return localizeNodes('Please set your [_1]30-day turnover limit[_2] to access the cashier.', [
        linkTo('user/security/self_exclusionws'),
      ]);
    case 'InputValidationFailed':
      return localize('Sorry, you have entered an incorrect cashier password.');
    case 'InvalidToken':
      return localize('Verification code is wrong. Please use the link sent to your email.');
    default:
      return message || localize('Sorry, an error occurred while processing your request.');
  }
}

/** The cashier's refusal in the errors area. */
export function CashierRefusal({ error }: { error: ApiError }) {
  return (
    <div className="cashier__error" role="alert" data-testid="cashier-error">
      {refusalText(error)}
    </div>
  );
}
