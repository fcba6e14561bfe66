import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { userOf } from '../../domain/accounts/model';
import { CASHIER_MESSAGES, cashierRefusal } from '../../domain/cashier/checks';
import type { CashierFrame } from '../../domain/cashier/state';
import { typedAmount } from '../../domain/cashier/typed-amount';
import { balanceOf } from '../../domain/ledger/ledger';
import { currencyNamed, fromMinorUnits, toMinorUnits } from '../../domain/ledger/money';
import { limits } from '../../handlers/money/limits';
import { postTogether } from '../../handlers/support/money-moves';
import { TERMS_CONDITIONS_VERSION } from '../../domain/accounts/terms';
import type { World } from '../../world/world';
import { FormTooLarge, readForm } from '../oauth/oauth-handler';
import { cashierGonePage, cashierPage, cashierUsedPage, type CashierPageModel } from './cashier-page';

/** A cashier link works for an hour. */
const FRAME_LIFETIME_SECONDS = 3_600;

function sendHtml(response: ServerResponse, status: number, html: string, nonce = ''): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'`,
  });
  response.end(html);
}

/** The page's frame while its link works: known and not older than an hour. */
function liveFrame(world: World, id: string): CashierFrame | undefined {
  const frame = world.state.cashier.frames[id];
  return frame && world.clock.epoch() - frame.opened_at <= FRAME_LIFETIME_SECONDS ? frame : undefined;
}

/** Why the page refuses to move `minor`, or undefined when it may. */
function refusal(world: World, frame: CashierFrame, minor: number): string | undefined {
  const account = world.state.accounts.accounts[frame.loginid]!;
  const currency = currencyNamed(account.currency!)!;
  const blocked = cashierRefusal(
    {
      account,
      user: userOf(world.state.accounts, account),
      cashier: world.state.cashier,
      termsVersion: TERMS_CONDITIONS_VERSION,
    },
    frame.action,
  );
  if (blocked) return blocked.message;
  if (frame.action === 'deposit') return undefined;
  if (minor > balanceOf(world.state.ledger, account.loginid)) return 'Insufficient balance.';
  if (minor > toMinorUnits(limits(world, account).remainder, currency)) return CASHIER_MESSAGES.withdrawalLimit;
  return undefined;
}

/**
 * Moves the amount a client typed into the page; returns what to tell them. A withdrawal closes the
 * page in the same journal entry, so the verification that opened it allows that one withdrawal.
 */
function moveMoney(world: World, frame: CashierFrame, amountText: string): CashierPageModel['notice'] {
  const currency = currencyNamed(world.state.accounts.accounts[frame.loginid]!.currency!)!;
  const typed = typedAmount(amountText, currency, frame.action, balanceOf(world.state.ledger, frame.loginid));
  if ('refusal' in typed) return { kind: 'error', text: typed.refusal };
  const refused = refusal(world, frame, typed.minor);
  if (refused) return { kind: 'error', text: refused };
  const deposit = frame.action === 'deposit';
  postTogether(
    world,
    [
      {
        loginid: frame.loginid,
        action: deposit ? 'deposit' : 'withdrawal',
        amount: deposit ? typed.minor : -typed.minor,
        time: world.clock.epoch(),
        description: deposit ? 'Deposit through the cashier' : 'Withdrawal through the cashier',
      },
    ],
    ...(deposit ? [] : [{ type: 'cashier_frame_closed', id: frame.id } as const]),
  );
  const shown = fromMinorUnits(typed.minor, currency).toFixed(currency.fractionalDigits);
  return { kind: 'done', text: `${deposit ? 'Deposited' : 'Withdrew'} ${shown} ${currency.code}.` };
}

/** GET shows a cashier page; POST (form field `amount`) makes its demo deposit or withdrawal. */
export async function handleCashierPage(
  request: IncomingMessage,
  response: ServerResponse,
  world: World,
  frameId: string,
): Promise<void> {
  const frame = liveFrame(world, frameId);
  if (!frame) return sendHtml(response, 404, cashierGonePage());
  if (frame.closed) return sendHtml(response, 410, cashierUsedPage());
  let notice: CashierPageModel['notice'];
  if (request.method === 'POST') {
    let form: URLSearchParams | undefined;
    try {
      form = await readForm(request);
    } catch (error) {
      const text = error instanceof FormTooLarge ? 'The form is too large.' : 'The form could not be read.';
      notice = { kind: 'error', text };
    }
    if (form) notice = moveMoney(world, frame, form.get('amount') ?? '');
  } else if (request.method !== 'GET') {
    response.writeHead(405, { allow: 'GET, POST' }).end();
    return;
  }
  const account = world.state.accounts.accounts[frame.loginid]!;
  const currency = currencyNamed(account.currency!)!;
  const nonce = randomBytes(12).toString('base64');
  const balance = fromMinorUnits(balanceOf(world.state.ledger, account.loginid), currency).toFixed(
    currency.fractionalDigits,
  );
  const page = cashierPage({
    action: frame.action,
    loginid: account.loginid,
    currency: currency.code,
    balance,
    notice,
    nonce,
    closed: notice?.kind === 'done' && frame.action === 'withdraw',
  });
  sendHtml(response, notice?.kind === 'error' ? 400 : 200, page, nonce);
}
