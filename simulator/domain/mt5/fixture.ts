import type { AccountsState } from '../accounts/model';
import { fullName, userByEmail } from '../accounts/model';
import { hashPassword } from '../accounts/password';
import type { Posting } from '../ledger/ledger';
import { currencyNamed, toMinorUnits } from '../ledger/money';
import type { Mt5Account, Mt5FinancialType } from './model';
import { groupCompany, mammGroup, mt5Group } from './offerings';

/** An MT5 account as a world fixture describes it: passwords in plain text, for the README. */
export interface FixtureMt5Account {
  login: string;
  /** The user's e-mail. */
  email: string;
  /** The trading account it belongs with. */
  loginid: string;
  market: 'gaming' | 'financial';
  mt5_account_type?: Mt5FinancialType;
  leverage: number;
  currency: string;
  /** Opening balance as a decimal, posted as a deposit when the world starts. */
  balance?: string;
  main_password: string;
  investor_password: string;
  /** Makes it a MAM account managed by this MT5 login. */
  manager_id?: string;
  created_at: number;
}

function fail(login: string, problem: string): never {
  throw new Error(`world fixture: MT5 ${login}: ${problem}`);
}

/** Salts of fixture MT5 passwords depend only on the login, so a fixture always yields the same state. */
function fixtureSalt(login: string, kind: string): string {
  return `mt5-${kind}-${login}`;
}

/** Fixture hashes by salt and password: every world made from a fixture needs the same ones. */
const fixtureHashes = new Map<string, string>();

function fixtureHash(password: string, salt: string): string {
  const key = `${salt}\n${password}`;
  let hash = fixtureHashes.get(key);
  if (hash === undefined) {
    hash = hashPassword(password, salt);
    fixtureHashes.set(key, hash);
  }
  return hash;
}

export function mt5AccountsFromFixture(entries: readonly FixtureMt5Account[], accounts: AccountsState): Mt5Account[] {
  return entries.map((entry) => {
    const user = userByEmail(accounts, entry.email) ?? fail(entry.login, `no user ${entry.email}`);
    const trading = accounts.accounts[entry.loginid] ?? fail(entry.login, `no account ${entry.loginid}`);
    if (!/^MT[DR]\d+$/.test(entry.login)) fail(entry.login, 'logins are MTD or MTR and digits');
    const isDemo = entry.login.startsWith('MTD');
    const kind = entry.market === 'gaming' ? 'gaming' : (entry.mt5_account_type ?? 'financial');
    const group = mt5Group(isDemo, trading.landing_company, kind);
    const password = (kind: string, plain: string) => {
      const salt = fixtureSalt(entry.login, kind);
      return { salt, hash: fixtureHash(plain, salt) };
    };
    const account: Mt5Account = {
      login: entry.login,
      user_id: user.user_id,
      loginid: entry.loginid,
      is_demo: isDemo,
      market: entry.market,
      group: entry.manager_id ? mammGroup(group) : group,
      landing_company: groupCompany(trading.landing_company),
      currency: entry.currency,
      leverage: entry.leverage,
      name: fullName(user),
      email: user.email,
      country: user.residence,
      main_password: password('main', entry.main_password),
      investor_password: password('investor', entry.investor_password),
      created_at: entry.created_at,
    };
    if (entry.mt5_account_type) account.mt5_account_type = entry.mt5_account_type;
    if (entry.manager_id) account.manager_id = entry.manager_id;
    return account;
  });
}

/** The deposits that give fixture MT5 accounts their opening balances. */
export function mt5OpeningDeposits(entries: readonly FixtureMt5Account[]): Posting[] {
  return entries
    .filter((entry) => entry.balance !== undefined)
    .map((entry) => {
      const currency = currencyNamed(entry.currency) ?? fail(entry.login, `unknown currency ${entry.currency}`);
      return {
        loginid: entry.login,
        action: 'deposit' as const,
        amount: toMinorUnits(entry.balance!, currency),
        time: entry.created_at,
        description: 'Opening balance',
      };
    })
    .filter((posting) => posting.amount > 0);
}
