import Big from 'big.js';
import type { PaymentAgent } from '../../api/endpoints/payment-agents';
import { currencyDecimals, isCryptoCurrency } from '../../lib/currency';
import { localize } from '../../lib/localize';
import { bounds, decimals, generalText, number, required, type FieldRules, type Validator } from '../../lib/validators';

export interface AmountLimits {
  min: string;
  max: string;
}

/** accounts-and-money §9: a payment agent's withdrawal range where it sets none. */
const STABLECOIN_LIMITS: AmountLimits = { min: '10', max: '2000' };
const CRYPTO_LIMITS: AmountLimits = { min: '0.002', max: '5' };
const FIAT_LIMITS: AmountLimits = { min: '10', max: '2000' };
const STABLECOINS = new Set(['UST', 'USB']);

/** The default range of a currency: 0.002 to 5 for crypto, 10 to 2000 for UST, USB and fiat. */
function defaultAgentLimits(currency: string): AmountLimits {
  if (STABLECOINS.has(currency)) return STABLECOIN_LIMITS;
  return isCryptoCurrency(currency) ? CRYPTO_LIMITS : FIAT_LIMITS;
}

/** The agent's own range where it sets one, each end falling back to the currency's default. */
export function agentLimits(
  agent: Pick<PaymentAgent, 'min_withdrawal' | 'max_withdrawal'> | undefined,
  currency: string,
) {
  const defaults = defaultAgentLimits(currency);
  return { min: agent?.min_withdrawal || defaults.min, max: agent?.max_withdrawal || defaults.max };
}

/** Not more than the balance: 'Insufficient balance.' Leaves non-numbers to `number`. */
export function withinBalance(balance: number): Validator {
  return (value) =>
    /^\d+(?:\.\d+)?$/.test(value) && new Big(value).gt(balance) ? localize('Insufficient balance.') : undefined;
}

/** A description as sent: every run of whitespace one space, none at the ends. */
export function collapsedDescription(description: string): string {
  return description.replace(/\s+/g, ' ').trim();
}

/** The amount of a move through an agent: a number with the currency's decimals, in range and in the balance. */
function amountRules(currency: string, limits: AmountLimits, balance: number): Validator[] {
  const places = currencyDecimals(currency);
  return [required, number, decimals(places), bounds({ ...limits, decimals: places }), withinBalance(balance)];
}

export type WithdrawalValues = { agent: string; amount: string; description: string };

/** accounts-and-money §5 "Payment agent withdrawal". */
export function withdrawalRules(
  agents: readonly PaymentAgent[],
  currency: string,
  balance: number,
): (values: WithdrawalValues) => FieldRules<WithdrawalValues> {
  return (values) => {
    const agent = agents.find((each) => each.paymentagent_loginid === values.agent);
    return {
      agent: [(value) => (value === '' ? localize('Please select a payment agent') : undefined)],
      amount: amountRules(currency, agentLimits(agent, currency), balance),
      description: [generalText],
    };
  };
}

export type TransferValues = { loginid: string; amount: string; description: string };

/** Letters then digits, as every login ID is (CR90000001). */
const LOGIN_ID = /^[A-Za-z]+\d+$/;

/** accounts-and-money §5 "Payment-agent transfer". */
export function transferRules(currency: string, limits: AmountLimits, balance: number): FieldRules<TransferValues> {
  return {
    loginid: [
      required,
      (value) => (value === '' || LOGIN_ID.test(value) ? undefined : localize('Please enter a valid Login ID.')),
    ],
    amount: amountRules(currency, limits, balance),
    description: [generalText],
  };
}
