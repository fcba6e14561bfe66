import Big from 'big.js';
import { shell } from '../pages/shell';
import { expectPage } from './expectations';
import type { ScenarioWorld } from './world';

interface MoneyReading {
  loginid: string;
  /** The header's balance, as a plain decimal. */
  shown?: string;
  /** The ledger's balance of that account. */
  ledger?: number;
  /** The sum of the account's statement. */
  statement?: number;
}

/** "1,523.47 USD" as "1523.47"; undefined when the header shows no amount. */
function shownDecimal(text: string): string | undefined {
  return /-?[\d,]+(?:\.\d+)?/.exec(text)?.[0]?.replace(/,/g, '');
}

async function readMoney(world: ScenarioWorld): Promise<MoneyReading> {
  const { loginid, balance } = shell(world.page).accountSwitcher;
  const read = (locator: typeof loginid) => locator.innerText({ timeout: 1_000 }).catch(() => '');
  const account = (await read(loginid)).trim();
  const shown = shownDecimal(await read(balance));
  if (account === '') return { loginid: account, shown };
  const ledger = await world.control.getLedger(world.worldId, account);
  return { loginid: account, shown, ledger: ledger.balance, statement: ledger.statement_total };
}

function agrees({ shown, ledger, statement }: MoneyReading): boolean {
  if (shown === undefined || ledger === undefined || statement === undefined) return false;
  return new Big(shown).eq(ledger) && new Big(ledger).eq(statement);
}

/**
 * The money never lies: the balance the header shows for the logged-in account, the sum of its
 * statement and the ledger's balance are one amount (read again until they are, or the deadline).
 */
export async function expectMoneyAgrees(world: ScenarioWorld): Promise<void> {
  await expectPage(
    world.page,
    () => readMoney(world),
    agrees,
    (last) =>
      `for ${last?.loginid || 'no account'} the header shows ${last?.shown ?? 'no balance'}, ` +
      `the statement adds up to ${last?.statement ?? '?'} and the ledger holds ${last?.ledger ?? '?'}`,
  );
}
