/**
 * The control API's reference, route by route: `npm run docs` writes simulator/CONTROL-API.md from it and
 * from the route table, and fails when a route has no entry here or an entry names no route, so the
 * reference cannot drift from the routes. Texts are Markdown.
 */
import type { ControlMethod } from './route';

export interface ControlRouteDoc {
  /** The route as the table has it: method and path under /control, with `:params`. */
  route: `${ControlMethod} /${string}`;
  /** The JSON body, or the query string of a GET. */
  input?: string;
  reply: string;
}

export interface ControlDocSection {
  title: string;
  /** The heading of the input column: `body`, or `body / query` where a route takes a query. */
  inputColumn: string;
  routes: ControlRouteDoc[];
  /** What the routes do beyond their shapes, one Markdown line each. */
  notes: string[];
}

export const controlApiIntro: string[] = [
  'HTTP with JSON bodies under `/control`. Every success is `200` with the JSON shown; every refusal is',
  'its status with `{ "error": { "code": "...", "message": "..." } }`:',
  '',
  '| status | code                                                             | when                                                                                                     |',
  '| ------ | ---------------------------------------------------------------- | -------------------------------------------------------------------------------------------------------- |',
  '| 400    | `InvalidJson`                                                    | the body is not JSON                                                                                     |',
  '| 401    | `Unauthorized`                                                   | the simulator has a token and the request lacks `Authorization: Bearer <token>` or has a wrong one       |',
  '| 403    | `ForbiddenHost`                                                  | `Host` is not an address the simulator listens on (DNS rebinding)                                        |',
  '| 403    | `ForbiddenOrigin`                                                | a browser page of another origin sent it (`Origin`, or `Sec-Fetch-Site` other than `same-origin`/`none`) |',
  '| 400    | `InvalidBody`                                                    | a field is missing, of the wrong type or unknown (the message names it)                                  |',
  '| 400    | `InvalidQuery`                                                   | a query parameter is not a valid number                                                                  |',
  '| 400    | `InvalidWorldId`, `InvalidSeed`, `UnknownFixture`, `UnknownCall` | see the routes                                                                                           |',
  '| 404    | `WorldNotFound`                                                  | no world has that id                                                                                     |',
  '| 404    | `NotFound`                                                       | no such route                                                                                            |',
  '| 405    | `MethodNotAllowed`                                               | the path exists with other methods (listed in `Allow`)                                                   |',
  '| 409    | `WorldExists`, `DefaultWorldKept`                                | see the routes                                                                                           |',
  '| 413    | `BodyTooLarge`                                                   | the body is over 256 KiB                                                                                 |',
  '| 415    | `UnsupportedMediaType`                                           | a POST, PUT or PATCH without `Content-Type: application/json` (UTF-8)                                    |',
  '| 500    | `InternalError`                                                  | a bug in the simulator (logged)                                                                          |',
  '',
  '**Who may call it.** The control API answers only requests whose `Host` is the address the simulator',
  'listens on (`127.0.0.1`, `localhost`, `[::1]`, or `--host`, on its port), that no page of another origin',
  'sent, and whose POST/PUT/PATCH body is `application/json`. When the simulator listens beyond loopback',
  '(`--host 0.0.0.0`, a LAN address), it also wants `Authorization: Bearer <token>`: the token given with',
  '`--control-token`, or one it makes up and prints at start (`Control API token: ...`). On loopback there',
  'is no token unless one is given. `npm start -- --control-token <t>` passes one on, and Cucumber runs',
  'against a token-protected API with `SIM_CONTROL_TOKEN=<t>`.',
  '',
  'A body may be empty where every field is optional. Unknown fields are refused, so typos show.',
  '`<world>` below is a world id (`default` for the default world).',
  '',
  'A **world summary** (`WorldSummary`) is:',
  '',
  '```json',
  '{',
  '  "id": "qa1",',
  '  "fixture": "default",',
  '  "seed": 1,',
  '  "default": false,',
  '  "clock": { "epoch": 1767225600, "frozen": false },',
  '  "site": { "status": "up", "clients_country": "id" },',
  '  "connections": 0,',
  '  "socket_path": "/worlds/qa1/websockets/v3"',
  '}',
  '```',
];

export const controlApiSections: ControlDocSection[] = [
  {
    title: 'Worlds',
    inputColumn: 'body',
    routes: [
      { route: 'GET /worlds', reply: '`{ "worlds": [WorldSummary, ...] }`, the default world first' },
      {
        route: 'POST /worlds',
        input: '`{ "id"?: string, "fixture"?: string, "seed"?: integer }`',
        reply: '`{ "world": WorldSummary }`',
      },
      { route: 'GET /worlds/:world', reply: '`{ "world": WorldSummary }`' },
      { route: 'DELETE /worlds/:world', reply: '`{ "deleted": "<world>" }`' },
      { route: 'POST /worlds/:world/reset', reply: '`{ "world": WorldSummary }`' },
    ],
    notes: [
      '- Create: `id` is 1-64 letters, digits, `-` or `_`, starting with a letter or digit (`InvalidWorldId`);',
      '  without it a short lower-case id is generated. `fixture` names a file under `fixtures/worlds/`',
      "  (`UnknownFixture`), the default world's fixture unless given; `seed` an integer, the default world's",
      '  seed unless given. A taken id is `409 WorldExists`.',
      "- Reset: back to the world's fixture and seed under the same id; every connection of the world is closed",
      '  with code 1012 (the app reconnects) and its faults and traffic log start empty.',
      "- Delete: closes the world's connections (1012) and removes its journal. The default world can be reset",
      '  but not deleted (`409 DefaultWorldKept`).',
    ],
  },
  {
    title: 'Clock and site',
    inputColumn: 'body',
    routes: [
      {
        route: 'POST /worlds/:world/clock',
        input:
          '`{ "action": "freeze" }`, `{ "action": "resume" }`, `{ "action": "set", "epoch": <seconds> }` or `{ "action": "advance", "ms": <ms ≥ 0> }`',
        reply: '`{ "epoch": <seconds>, "frozen": <boolean> }`',
      },
      {
        route: 'PUT /worlds/:world/site',
        input: '`{ "status": "up" | "down" | "updating", "message"?: string, "clients_country"?: "de" }`',
        reply: '`{ "site": { "status", "clients_country", "message"?, "registered_app_ids" } }`',
      },
      {
        route: 'POST /worlds/:world/apps',
        input: '`{ "app_id": "<digits>", "redirect_uri"?: "https://host/{lang}/logged_inws.html" }`',
        reply: '`{ "registered_app_ids": [string, ...], "app_redirect_uris": { "<app_id>": string } }`',
      },
      {
        route: 'PUT /worlds/:world/settlement',
        input: '`{ "delay_seconds": <0 to 86400>, "settleable_after_seconds"?: <0 to delay_seconds> }`',
        reply: '`{ "delay_seconds", "settleable_after_seconds" }`',
      },
    ],
    notes: [
      'Time inside a world comes from its clock only; it runs in real time unless frozen. A frozen clock moves',
      'only by `set` and `advance`. Site changes reach `website_status` subscribers at once. A settlement delay',
      '(0 by default, not journaled) keeps contracts whose ticks have decided them open, expired and awaiting',
      'settlement, for that many seconds after their end; `sell_expired` settles them at once. From',
      '`settleable_after_seconds` after their end (by default only when the delay is over) such a contract is',
      "valid to sell and `is_settleable` (the platform's state between its settlement time and its own",
      "settlement run), so a client's `sell_expired` or `sell` is what settles it.",
    ],
  },
  {
    title: 'Faults, connections, traffic',
    inputColumn: 'body / query',
    routes: [
      {
        route: 'POST /worlds/:world/faults',
        input:
          '`{ "msg_type": string, "error"?: { "code": string, "message": string }, "reply"?: object, "latency_ms"?: integer, "times"?: integer ≥ 1 }`',
        reply: '`{ "faults": [QueuedFault, ...] }`',
      },
      { route: 'GET /worlds/:world/faults', reply: '`{ "faults": [QueuedFault, ...] }`' },
      { route: 'DELETE /worlds/:world/faults', reply: '`{ "faults": [] }`' },
      { route: 'POST /worlds/:world/drop-connections', reply: '`{ "dropped": <count> }`' },
      {
        route: 'GET /worlds/:world/traffic',
        input: '`?since=<world ms>&limit=<n>`',
        reply: '`{ "traffic": [{ "at", "connection", "direction": "in" | "out", "message" }, ...] }`',
      },
    ],
    notes: [
      '- A fault applies to the next `times` (default 1) requests of the call named by `msg_type` as it is',
      '  sent (`ticks`, not `tick`; an unknown name is `400 UnknownCall`). With `latency_ms` (0 to 120000) the',
      '  reply waits that long; with `error` the reply is that error (`{ "error": { "code", "message" },',
      '"msg_type", "echo_req", "req_id" }`); with both, it waits and then fails. At least one is required.',
      '  With `reply` (not with `error`) the call answers those body fields instead of running (e.g.',
      '  `{ "active_symbols": [] }`; no stream is opened, and a body that breaks the call\'s schema is answered as',
      '  `OutputValidationFailed`). Faults for a call are used in the order they were queued.',
      '  `QueuedFault` is `{ "msg_type", "error"?, "reply"?, "latency_ms"?, "remaining" }`.',
      '- Drop connections closes every socket of the world with code 1012 ("Service Restart").',
      '- The traffic log keeps the latest 2000 messages of the world, both ways, oldest first; `at` is world',
      '  time in ms. `since` keeps entries at or after that time, `limit` the newest `n`. Requests are kept as',
      '  `echo_req` masks them, at every depth, with `verification_code`, `otp` and `delete_token` hidden too;',
      "  frames that are not JSON are kept as text with those fields' values hidden. Replies are kept as sent",
      '  and masked when read: the tokens `api_token` lists, `oauth_token`/`refresh_token`/`login_code`, the',
      "  2FA `secret_key`, the cashier link and a refused request's raw echo show as `<not shown>`.",
    ],
  },
  {
    title: 'Markets',
    inputColumn: 'body',
    routes: [
      { route: 'GET /worlds/:world/markets/:symbol', reply: '`MarketReading`' },
      {
        route: 'POST /worlds/:world/markets/:symbol/spot',
        input: '`{ "quote": number > 0 }`',
        reply: '`MarketReading`',
      },
      {
        route: 'POST /worlds/:world/markets/:symbol/status',
        input: '`{ "status": "open" | "closed" | "scheduled" }`',
        reply: '`MarketReading`',
      },
      {
        route: 'POST /worlds/:world/markets/:symbol/trading',
        input: '`{ "suspended": boolean }`',
        reply: '`MarketReading`',
      },
    ],
    notes: [
      '- `MarketReading` is `{ "symbol", "open": boolean, "trading_suspended": boolean, "tick": { "epoch", "quote" } | null }`.',
      "- Both changes take effect at the world's now and are journaled. A spot (rounded to the pip) re-quotes",
      '  the latest tick and the feed goes on from there; `ticks` subscribers get the re-quoted tick at once.',
      '  A status overrides the trading hours from now on; `scheduled` hands the market back to its hours.',
      '  A suspension (`trading`) keeps the symbol listed (`active_symbols` says `is_trading_suspended: 1`) and',
      '  ticking, but `proposal` and `buy` on it are refused with `ContractBuyValidationError` "This trade is',
      '  temporarily unavailable." (a proposal stream ends with that error) until `{ "suspended": false }`.',
      '  Refusals: `404 UnknownSymbol`, `400` for a bad body.',
      '- Live ticks follow the world clock: in real time while it runs; when it is set or advanced, the ticks',
      '  passed over are sent at once, at most the last 300 per symbol.',
    ],
  },
  {
    title: 'Limits',
    inputColumn: 'body',
    routes: [
      { route: 'GET /worlds/:world/limits', reply: '`{ "limits": LimitOverrides }`' },
      { route: 'PUT /worlds/:world/limits', input: '`LimitOverrides`', reply: '`{ "limits": LimitOverrides }`' },
    ],
    notes: [
      "- `LimitOverrides` (`simulator/domain/limit-overrides.ts`) replaces the platform's stake, payout and",
      "  account limits in this world; a world starts with its fixture's `limits` field (default `{}`). Every",
      '  field is optional, amounts in USD (converted to the account currency):',
      '  `min_stake`, `min_stake_by_market` (`{ "synthetic_index": 1 }`), `min_stake_by_landing_company`,',
      '  `max_payout`, `max_payout_by_category` (`{ "digits": 100 }`), `max_payout_by_currency` (in that',
      "  currency's units), `max_open_positions` (integer), `max_open_payout`, `max_balance`, `withdrawal_limit`.",
      '  A flat `min_stake` or `max_payout` applies to every market, company and category unless its table is',
      "  given too. PUT replaces all overrides at once (`{}` restores the platform's) and is journaled.",
      '  The fixture `tight-limits` is the default world with `max_payout` 100, `min_stake` 2 and',
      '  `max_open_positions` 2.',
      '- `proposal`, `proposal_array` and `buy` check prices against them ("Minimum stake of … and maximum',
      '  payout of …", `validation_params`); `buy` refuses by `max_open_positions` and `max_open_payout`;',
      '  `get_limits` reports them, and `landing_company(_details)` gives the up/down bounds per market in',
      '  `currency_config`. Refusals: `400 InvalidBody` for an unknown field or a value not above 0.',
    ],
  },
  {
    title: 'Landing companies',
    inputColumn: 'body',
    routes: [
      {
        route: 'GET /worlds/:world/landing-companies/:shortcode',
        reply: '`{ "shortcode", "legal_allowed_markets": [string] }`',
      },
      {
        route: 'PUT /worlds/:world/landing-companies/:shortcode',
        input: '`{ "legal_allowed_markets"?: [string] }`',
        reply: '`{ "shortcode", "legal_allowed_markets": [string] }`',
      },
    ],
    notes: [
      '- `<shortcode>` is a landing company shortcode: `svg`, `virtual`, `malta`, `maltainvest` or `iom` (else',
      "  `404 UnknownLandingCompany`). PUT replaces this world's override of the company (`{}` hands it back",
      "  to the platform's) and is journaled; a world starts with its fixture's `landing_companies` field",
      '  (`{ "svg": { "legal_allowed_markets": ["synthetic_index"] } }`, default `{}`).',
      '- `legal_allowed_markets` are among `commodities`, `cryptocurrency`, `forex`, `indices`,',
      '  `synthetic_index` (`400 InvalidBody` otherwise). `landing_company` and `landing_company_details`',
      '  report them (with `currency_config` for those markets only), `active_symbols` and `contracts_for`',
      "  offer the company's accounts (and visitors naming the company) only those markets, and `get_limits`",
      '  lists only their `market_specific` limits. A company without `forex` sends its clients from the',
      '  multi-barrier page to the classic trading page.',
    ],
  },
  {
    title: 'Accounts and e-mail',
    inputColumn: 'body / query',
    routes: [
      {
        route: 'POST /worlds/:world/clients',
        input:
          '`{ "email": string, "password": string, "residence": "<country code>", "currency"?: string, "settings"?: { <field>: string } }`',
        reply: '`{ "user_id", "email", "loginid" }`',
      },
      { route: 'GET /worlds/:world/accounts/:loginid', reply: '`AccountSummary`' },
      {
        route: 'PATCH /worlds/:world/accounts/:loginid',
        input:
          '`{ "balance"?: number | "decimal string", "currency"?: string, "status"?: { "set"?: [string], "clear"?: [string] }, "landing_company"?: string, "residence"?: string, "risk_classification"?: "low" | "standard" | "high", "settings"?: { <field>: string | number | null }, "self_exclusion"?: { <limit>: number | string } }`',
        reply: '`AccountSummary`',
      },
      {
        route: 'GET /worlds/:world/accounts/:loginid/documents',
        reply:
          '`{ "documents": [{ "upload_id", "document_type", "document_format", "page_type"?, "document_id"?, "expiration_date"?, "size", "chunks", "checksum", "time" }, ...] }`, oldest first',
      },
      {
        route: 'GET /worlds/:world/outbox',
        input: '`?to=<e-mail>` (optional)',
        reply: '`{ "emails": [{ "to", "type", "subject", "code"?, "time" }, ...] }`, oldest first',
      },
    ],
    notes: [
      "- `POST .../clients` makes a user with one real account, as a scenario's made-up person: opened with the",
      "  residence's gaming company, in `currency` (USD when not given), no money on it, the terms accepted;",
      '  `settings` are personal details as `get_settings` names them (`date_of_birth` as YYYY-MM-DD). The',
      "  user logs in with the e-mail and password on the simulator's log-in page. Refusals: `409 EmailInUse`,",
      '  `400 InvalidResidence` (no real account for that country), `InvalidDateOfBirth`, `InvalidCurrency`.',
      '- `AccountSummary` is `{ "loginid", "user_id", "email", "landing_company", "currency", "balance",',
      '"status": [string], "residence" }`.',
      '- A patch is checked whole before anything changes. `balance` sets the balance (recorded as an',
      '  adjustment transaction, so `balance` subscribers and the statement see it); `currency` and',
      '  `landing_company` must fit each other; `status.set` / `status.clear` add and remove status flags;',
      "  `residence` is the user's country code (shared by all their accounts); `risk_classification` is what",
      '  `get_account_status` reports (a high-risk SVG client who has deposited must complete the financial',
      '  assessment). Refusals: `404',
      'AccountNotFound`, `400 InvalidBalance`, `InvalidCurrency`, `CurrencyHasBalance` (give the balance in',
      '  the new currency too), `NoCurrency`, `InvalidStatus`, `InvalidLandingCompany`, `InvalidResidence`.',
      "- `settings` sets personal details of the account's user as `get_settings` names them (`null` clears",
      '  one: `{ "client_tnc_status": null }` makes the client accept the terms again). `self_exclusion`',
      "  replaces the account's self-exclusion limits with those given, as `get_self_exclusion` shows them",
      '  (`{}` clears them; `timeout_until` or a future `exclude_until` stops log-ins); unknown limits are',
      '  `400 InvalidBody`.',
      '- `.../documents` lists the files the account uploaded with `document_upload`: `size` in bytes,',
      '  `chunks` the binary frames that carried them (the end frame not counted) and `checksum` their SHA-1.',
      '- The outbox holds the e-mails the world sent: verification codes of `verify_email` (8 letters or',
      '  digits, good once for an hour, only for the call of their `type`) and statements asked for with',
      '  `request_report`.',
    ],
  },
  {
    title: 'Support messages',
    inputColumn: 'body',
    routes: [
      {
        route: 'GET /worlds/:world/support/messages',
        reply: '`{ "messages": [{ "name", "email", "message", "received_at" }, ...] }`, oldest first',
      },
    ],
    notes: [
      "- The messages visitors left with support while the live chat was offline: the app's contact page",
      "  sends them to the simulator's `POST /support/messages` (not a control route: JSON",
      '  `{ "name", "email", "message" }`, answered `200 { "received": true }`; a body of another shape,',
      '  an empty field, a field too long or a malformed e-mail address is `400` with the reason, as the',
      "  control API's refusals are). `received_at` is the world's time in epoch seconds; the messages are",
      '  journaled with the world.',
    ],
  },
  {
    title: 'Cashier, exchange rates and MT5',
    inputColumn: 'body',
    routes: [
      {
        route: 'PUT /worlds/:world/accounts/:loginid/cashier-asks',
        input: '`{ "asks"?: [string], "missing_details"?: [string] }`',
        reply: '`{ "asks": [string], "missing_details": [string] }`',
      },
      {
        route: 'PUT /worlds/:world/exchange-rates/:currency',
        input: '`{ "usd_price": number | "decimal string" }`',
        reply: '`{ "currency", "usd_price" }`',
      },
      {
        route: 'PUT /worlds/:world/accounts/:loginid/payment-agent',
        input: '`{ "name"?, "currencies"?, "min_withdrawal"?, "max_withdrawal"?, ..., "is_authenticated"?: boolean }`',
        reply: 'the agent details',
      },
      { route: 'DELETE /worlds/:world/accounts/:loginid/payment-agent', reply: '`{ "deleted": "<loginid>" }`' },
      {
        route: 'POST /worlds/:world/accounts/:loginid/transactions',
        input: '`{ "count": integer, "amount"?: number | "decimal string" }`',
        reply: '`{ "count", "first_transaction_id", "last_transaction_id", "balance" }`',
      },
      {
        route: 'GET /worlds/:world/accounts/:loginid/ledger',
        reply: '`{ "loginid", "currency", "balance", "statement_total", "transactions" }`',
      },
      {
        route: 'GET /worlds/:world/mt5/:login',
        reply: '`{ "login", "user_id", "group", "currency", "leverage", "balance", "manager_id", "name" }`',
      },
      {
        route: 'PUT /worlds/:world/mt5/:login/balance',
        input: '`{ "balance": number | "decimal string" }`',
        reply: 'the MT5 account as `GET` gives it',
      },
    ],
    notes: [
      "- Cashier asks: the `cashier` call answers with these codes (in the catalogue's order: `ASK_EMAIL_VERIFY`,",
      '  `ASK_TNC_APPROVAL`, `ASK_FIX_DETAILS`, `ASK_UK_FUNDS_PROTECTION`, `ASK_AUTHENTICATE`,',
      '  `ASK_FINANCIAL_RISK_APPROVAL`, `ASK_AGE_VERIFICATION`, `ASK_SELF_EXCLUSION_MAX_TURNOVER_SET`) until they',
      '  are cleared with `{ "asks": [] }`; `missing_details` are the fields `ASK_FIX_DETAILS` names in',
      '  `error.details.fields` (with none, and none missing from the profile, the error has no `details`).',
      '  Most asks also follow from the account itself: terms not accepted, missing',
      '  address or phone, a GB client of iom without `ukgc_funds_protection`, an unauthenticated maltainvest',
      '  account, a malta or iom account neither `authenticated` nor `age_verification`, the',
      '  `max_turnover_limit_not_set` status. Refusals: `404 AccountNotFound`, `400 InvalidAsk`.',
      '- Payment agent: makes the account a payment agent (details as `paymentagent_list` shows them:',
      '  `name`, `summary`, `url`, `email`, `telephone`, `further_information`, `supported_banks`, `currencies`,',
      '  `deposit_commission`, `withdrawal_commission`, `min_withdrawal`, `max_withdrawal`, all strings; empty',
      "  limits mean the currency group's defaults) or changes the fields given; `is_authenticated: false` hides",
      '  it from the list and refuses its transfers. `DELETE` makes it an ordinary account again.',
      "- Transactions: posts `count` (1 to 20,000) transactions on the account at the world's time, a deposit",
      '  then a withdrawal of `amount` (default 1) in turn (an even count leaves the balance where it was): a long statement',
      '  in one request (`404 AccountNotFound`, `409 NoCurrency`, `400 InvalidBody`).',
      "- Ledger: an account's (or an MT5 login's) balance as the ledger keeps it beside the sum of the",
      '  `transactions` its statement lists (`statement_total`), both in its currency: they agree unless money',
      '  moved without a transaction (`404 AccountNotFound`).',
      "- MT5 balance: sets an MT5 account's balance through an adjustment transaction (`404 Mt5AccountNotFound`,",
      '  `400 InvalidBalance` for a negative amount, more decimals than the currency has, or not a number).',
      '- Exchange rates: sets the USD price of one unit of a currency (`404 UnknownCurrency`); `exchange_rates`',
      '  streams of that currency send an update, and transfers and MT5 conversions use the new price.',
    ],
  },
  {
    title: 'Desktop app release feed',
    inputColumn: 'body',
    routes: [
      {
        route: 'PUT /release',
        input:
          '`{ "release": { "tag_name", "name"?, "published_at": "2026-10-01T09:00:00Z", "assets": [{ "name", "size"?, "content_type"? }] } | null }`',
        reply: '`{ "release": {...} | null }`',
      },
      { route: 'PUT /worlds/:world/release', input: 'as `PUT /release`', reply: '`{ "release": {...} | null }`' },
      { route: 'DELETE /worlds/:world/release', reply: 'the release the world now serves, the simulator-wide one' },
    ],
    notes: [
      "- The simulator serves the desktop app's latest release at `GET /releases/latest` (a world's at",
      "  `/worlds/<world>/releases/latest`, or the `strike_world` cookie's world), in the shape of a code host's",
      '  latest-release answer: `tag_name`, `name`, `published_at`, `html_url`, `assets: [{ name,',
      '  browser_download_url, size, content_type }]`. Each asset is served at its `browser_download_url`',
      '  (`/releases/download/<tag>/<name>`) as a short placeholder file.',
      '- `PUT /release` sets the release of every world without its own; `PUT /worlds/:world/release` sets one',
      "  world's (until `DELETE` or a reset). `null` means no release is published: the feed answers",
      '  `404 { "message": "Not Found" }`. Until set, the feed serves Strike 1.4.2 with a `.dmg` and an `.exe`.',
    ],
  },
];

/** The closing section, on the typed client. */
export const controlClientDoc: string[] = [
  '`simulator/control-client.ts` wraps every route; tests and Cucumber steps use it.',
  '`new ControlClient(url, { token })` sends the token; `ControlClient.of(simulator)` makes a client for a',
  'simulator started in-process (`startSimulator`) with its token:',
  '',
  '```ts',
  "import { ControlClient, ControlRequestError } from '../simulator/control-client';",
  '',
  "const control = new ControlClient('http://127.0.0.1:8787');",
  'const world = await control.createWorld({ seed: 42 }); // WorldSummary',
  'await control.freezeClock(world.id);',
  'await control.setClock(world.id, Date.UTC(2030, 0, 1) / 1000);',
  'await control.advanceClock(world.id, 60_000);',
  "await control.setSite(world.id, { status: 'down', message: 'Maintenance' });",
  "await control.queueFault(world.id, { msg_type: 'buy', error: { code: 'InvalidContractProposal', message: '...' } });",
  "await control.queueFault(world.id, { msg_type: 'proposal', latency_ms: 2000, times: 3 });",
  "await control.patchAccount(world.id, 'CR90000001', { balance: '250.00', status: { set: ['cashier_locked'] } });",
  "await control.setLandingCompany(world.id, 'svg', { legal_allowed_markets: ['synthetic_index'] }); // no forex",
  "const [email] = await control.outbox(world.id, 'real@example.com');",
  'const [message] = await control.supportMessages(world.id); // left on the contact page',
  "await control.setSpot(world.id, 'R_100', 1234.56); // MarketReading",
  "await control.setMarketStatus(world.id, 'frxEURUSD', 'closed'); // or 'open', 'scheduled'",
  "await control.forceCashierAsks(world.id, 'CR90000001', {",
  "  asks: ['ASK_FIX_DETAILS'],",
  "  missing_details: ['address_state'],",
  '});',
  "await control.setExchangeRate(world.id, 'BTC', '95000');",
  "await control.setPaymentAgent(world.id, 'CR90000001', { min_withdrawal: '15', max_withdrawal: '500' });",
  "const mt5 = await control.getMt5Account(world.id, 'MTR1002');",
  "await control.setMt5Balance(world.id, 'MTD1004', '1000.00');",
  'await control.dropConnections(world.id);',
  'const traffic = await control.traffic(world.id, { limit: 20 });',
  'await control.resetWorld(world.id);',
  'await control.deleteWorld(world.id);',
  '// a refusal rejects with ControlRequestError { status, code, message }',
  '```',
];
