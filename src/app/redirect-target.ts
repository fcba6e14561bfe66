import { languageOf } from '../lib/languages';

/** The redirect helper's actions and where each goes (accounts-and-money §2). */
const TARGETS: Readonly<Record<string, string>> = {
  signup: 'new_account/virtualws.html',
  reset_password: 'user/reset_passwordws.html',
  payment_withdraw: 'cashier/forwardws.html?action=withdraw',
  payment_agent_withdraw: 'paymentagent/withdrawws.html',
  mt5_password_reset: 'user/metatrader.html',
};

/**
 * Where the redirect helper sends the browser for a query with action and code (and optional lang):
 * the action's page with #token={code}; an unknown action or no code goes to the default page.
 */
export function redirectTarget(search: string, currentLanguage: string, defaultPage: string): string {
  const params = new URLSearchParams(search);
  const language = (languageOf(params.get('lang') ?? undefined) ?? currentLanguage).toLowerCase();
  const target = TARGETS[params.get('action') ?? ''];
  const code = params.get('code');
  if (!target || !code) return `/${language}/${defaultPage}`;
  return `/${language}/${target}#token=${encodeURIComponent(code)}`;
}
