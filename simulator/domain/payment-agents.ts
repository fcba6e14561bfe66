import Big from 'big.js';
import { paymentAgentRange } from './cashier/currency-limits';
import type { Account, AccountsState } from './accounts/model';
import { userOf } from './accounts/model';
import type { Currency } from './currencies';
import { toMinorUnits } from './ledger/money';

/** Payment agents: accounts with agent details, listed by their user's residence and their currencies. */

export interface PaymentAgent {
  account: Account;
  residence: string;
}

/** Every authenticated payment agent of the world, by name. */
export function paymentAgents(state: AccountsState): PaymentAgent[] {
  return Object.values(state.accounts)
    .filter((account) => account.payment_agent?.is_authenticated === true)
    .map((account) => ({ account, residence: userOf(state, account).residence }))
    .sort((a, b) => a.account.payment_agent!.name.localeCompare(b.account.payment_agent!.name));
}

/** The agent's currencies as a list (details keep them comma-separated). */
export function agentCurrencies(agent: Account): string[] {
  return (agent.payment_agent?.currencies ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
}

/** The agent's withdrawal range in minor units: its own where set, else the currency group's default. */
export function agentRangeMinor(agent: Account, currency: Currency): { min: number; max: number } {
  const defaults = paymentAgentRange(currency);
  const details = agent.payment_agent;
  const min = details?.min_withdrawal ? details.min_withdrawal : defaults.min;
  const max = details?.max_withdrawal ? details.max_withdrawal : defaults.max;
  return { min: toMinorUnits(min, currency), max: toMinorUnits(max, currency) };
}

/** A range in the currency, for messages: "10.00" and "2000.00". */
export function rangeText(range: { min: number; max: number }, currency: Currency): { min: string; max: string } {
  const text = (minor: number) =>
    new Big(minor).div(new Big(10).pow(currency.fractionalDigits)).toFixed(currency.fractionalDigits);
  return { min: text(range.min), max: text(range.max) };
}
