import { useParams } from 'react-router-dom';
import { startLogin, SIGNUP_PAGE_PATH, useLogOut } from '../features/session';
import { localize } from '../lib/localize';
import { localizeNodes } from '../ui/localized-nodes';

export type RefusalReason = 'login_required' | 'real_only' | 'virtual_only' | 'logged_out_only';

/** Why a page is not shown, in the spec's words (accounts-and-money §6). */
export function AccessRefusal({ reason }: { reason: RefusalReason }) {
  const { lang = 'en' } = useParams();
  const logOut = useLogOut();
  return (
    <div className="access-refusal" role="alert" data-testid="access-refusal">
      <p>{refusalText(reason, lang, () => void logOut())}</p>
    </div>
  );
}

function refusalText(reason: RefusalReason, lang: string, logOut: () => void) {
  switch (reason) {
    case 'login_required':
      return localizeNodes('Please [_1] or [_2] to view this page.', [
        <button key="login" type="button" className="link-button" onClick={() => startLogin(lang)}>
          {localize('log in')}
        </button>,
        <a key="signup" href={`/${lang}/${SIGNUP_PAGE_PATH}`}>
          {localize('sign up')}
        </a>,
      ]);
    case 'real_only':
      return localize('This feature is not relevant to virtual-money accounts.');
    case 'virtual_only':
      return localize('Sorry, this feature is available to virtual accounts only.');
    case 'logged_out_only':
      return (
        <>
          {localize('This page is only available to logged out clients.')}{' '}
          <button type="button" className="button button--secondary" onClick={logOut}>
            {localize('Sign out')}
          </button>
        </>
      );
  }
}
