/** The simulator's log-in page: plain HTML with inline CSS and no scripts. */

export interface DemoUser {
  email: string;
  password: string;
  description: string;
  loginids: string[];
}

/**
 * The forms post back to the page's own address, so app_id, l and the app's state go through the
 * log-in (and its two-factor code) unchanged.
 */
export interface LoginPageModel {
  appId: string;
  /** The e-mail to show again after a failed attempt. */
  email?: string;
  error?: string;
  demoUsers: DemoUser[];
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `
  :root { color-scheme: light; --ink: #1f2937; --muted: #5d636f; --line: #e5e7eb; --brand: #ff444f; --brand-strong: #d91e2a; --bg: #f5f6f8; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink);
    background: var(--bg); display: flex; justify-content: center; padding: 48px 16px; }
  main { width: 100%; max-width: 460px; }
  .card { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 28px;
    box-shadow: 0 8px 24px rgba(15, 23, 42, .06); margin-bottom: 20px; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  h2 { font-size: 15px; margin: 0 0 12px; color: var(--muted); font-weight: 600; text-transform: uppercase;
    letter-spacing: .04em; }
  .sub { color: var(--muted); margin: 0 0 20px; }
  label { display: block; font-weight: 600; margin: 14px 0 6px; }
  input[type=email], input[type=password], input#otp { width: 100%; padding: 10px 12px; border: 1px solid #d1d5db;
    border-radius: 8px; font: inherit; }
  input:focus { outline: 2px solid var(--brand); outline-offset: 1px; border-color: transparent; }
  .primary { margin-top: 20px; width: 100%; padding: 11px; border: 0; border-radius: 8px; background: var(--brand-strong);
    color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  .primary:hover { filter: brightness(.95); }
  .error { background: #fef2f2; border: 1px solid #fecaca; color: #991b1b; border-radius: 8px; padding: 10px 12px;
    margin-bottom: 8px; }
  ul { list-style: none; margin: 0; padding: 0; }
  li + li { border-top: 1px solid var(--line); }
  .demo { width: 100%; text-align: left; background: none; border: 0; padding: 12px 4px; font: inherit;
    color: inherit; cursor: pointer; border-radius: 8px; }
  .demo:hover { background: #f9fafb; }
  .demo strong { display: block; }
  .demo span { display: block; color: var(--muted); font-size: 13px; }
  .chip { display: inline-block; font-style: normal; font-size: 12px; background: #eef2ff; color: #3730a3; border-radius: 999px;
    padding: 1px 8px; margin: 4px 4px 0 0; }
  footer { color: var(--muted); font-size: 13px; text-align: center; }
`;

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

function demoItem(user: DemoUser): string {
  const chips = user.loginids.map((loginid) => `<i class="chip">${escapeHtml(loginid)}</i>`).join('');
  return `<li><form method="post">${hidden('email', user.email)}${hidden('password', user.password)}
    <button class="demo" type="submit"><strong>${escapeHtml(user.email)}</strong>
    <span>${escapeHtml(user.description)}</span>${chips}</button></form></li>`;
}

export function loginPage(model: LoginPageModel): string {
  const error = model.error ? `<p class="error" role="alert">${escapeHtml(model.error)}</p>` : '';
  const demo =
    model.demoUsers.length === 0
      ? ''
      : `<section class="card"><h2>Demo users</h2><p class="sub">One click logs in as that user.</p>
    <ul>${model.demoUsers.map(demoItem).join('')}</ul></section>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Log in</title><style>${STYLE}</style></head>
<body><main>
<section class="card"><h1>Log in</h1><p class="sub">to app ${escapeHtml(model.appId)} on the trading simulator</p>
${error}
<form method="post">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(model.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<label for="otp">Two-factor code (only if you turned it on)</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6">
<button class="primary" type="submit">Log in</button>
</form></section>
${demo}
<footer>Simulated platform: no real money and no real accounts.</footer>
</main></body></html>`;
}

/** A page that only explains why logging in cannot start, e.g. an unknown app id. */
export function errorPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><section class="card"><h1>${escapeHtml(title)}</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<p class="sub">Check the link that brought you here, or start again from the app.</p></section></main></body></html>`;
}
