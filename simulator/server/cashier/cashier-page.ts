import { escapeHtml } from '../oauth/login-page';

/**
 * The cashier page the cashier call links to, shown inside the app's frame. Its one script tells the
 * parent window its height (a number, posted with postMessage) whenever the page lays out.
 */
export interface CashierPageModel {
  action: 'deposit' | 'withdraw';
  loginid: string;
  currency: string;
  /** The balance, formatted with the currency's decimals. */
  balance: string;
  /** What the last form post did, or why it was refused. */
  notice?: { kind: 'done' | 'error'; text: string };
  /** The CSP nonce of the height script. */
  nonce: string;
  /** A withdrawal page that has withdrawn: it shows what it did, and no form. */
  closed: boolean;
}

const STYLE = `
  body { margin: 0; padding: 20px; font: 15px/1.5 system-ui, sans-serif; color: #1f2937; }
  h1 { font-size: 20px; margin: 0 0 8px; }
  label { display: block; font-weight: 600; margin: 12px 0 6px; }
  input { padding: 8px 10px; border: 1px solid #d1d5db; border-radius: 6px; font: inherit; }
  button { margin-left: 8px; padding: 8px 16px; border: 0; border-radius: 6px; background: #d91e2a; color: #fff;
    font: inherit; font-weight: 600; cursor: pointer; }
  .done { background: #ecfdf5; border: 1px solid #a7f3d0; padding: 8px 12px; border-radius: 6px; }
  .error { background: #fef2f2; border: 1px solid #fecaca; padding: 8px 12px; border-radius: 6px; }
  .muted { color: #5d636f; }
`;

const HEIGHT_SCRIPT = `
  const post = () => parent.postMessage(document.documentElement.scrollHeight, '*');
  addEventListener('load', post);
  new ResizeObserver(post).observe(document.body);
`;

export function cashierPage(model: CashierPageModel): string {
  const title = model.action === 'deposit' ? 'Deposit' : 'Withdraw';
  const notice = model.notice
    ? `<p class="${model.notice.kind}" role="status">${escapeHtml(model.notice.text)}</p>`
    : '';
  const form = model.closed
    ? `<p class="muted">${USED_TEXT}</p>`
    : `<form method="post">
  <label for="amount">Amount (${escapeHtml(model.currency)})</label>
  <input id="amount" name="amount" inputmode="decimal" required autocomplete="off"><button type="submit">${title}</button>
</form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${STYLE}</style></head>
<body>
<h1>${title} (demo cashier)</h1>
<p class="muted">Account ${escapeHtml(model.loginid)}: balance <strong data-balance>${escapeHtml(model.balance)}</strong> ${escapeHtml(model.currency)}</p>
${notice}
${form}
<script nonce="${model.nonce}">${HEIGHT_SCRIPT}</script>
</body></html>`;
}

const USED_TEXT = 'This withdrawal is done. To withdraw again, open the cashier again.';

/** A page that only says why its link no longer works. */
function messagePage(text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cashier</title><style>${STYLE}</style></head>
<body><p class="error">${text}</p></body></html>`;
}

/** A page for a withdrawal link that has withdrawn already. */
export function cashierUsedPage(): string {
  return messagePage(USED_TEXT);
}

/** A page for a cashier link that does not work (unknown or expired). */
export function cashierGonePage(): string {
  return messagePage('This cashier session has expired. Please open the cashier again.');
}
