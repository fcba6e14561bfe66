import { describe, expect, it } from 'vitest';
import type { PaymentAgent } from '../../src/api/endpoints/payment-agents';
import {
  agentLimits,
  collapsedDescription,
  transferRules,
  withdrawalRules,
  type TransferValues,
  type WithdrawalValues,
} from '../../src/features/paymentAgents/agent-rules';
import { formErrors } from '../../src/lib/validators';

const agent = (min: string | null, max: string | null) =>
  ({ paymentagent_loginid: 'CR90000012', min_withdrawal: min, max_withdrawal: max }) as PaymentAgent;

describe('payment agent limits (accounts-and-money §9)', () => {
  it("takes the agent's own range, else the currency's default", () => {
    expect(agentLimits(agent('20', '1500'), 'USD')).toEqual({ min: '20', max: '1500' });
    expect(agentLimits(agent(null, ''), 'USD')).toEqual({ min: '10', max: '2000' });
    expect(agentLimits(undefined, 'BTC')).toEqual({ min: '0.002', max: '5' });
    expect(agentLimits(undefined, 'UST')).toEqual({ min: '10', max: '2000' });
    expect(agentLimits(agent('1', null), 'ETH')).toEqual({ min: '1', max: '5' });
  });
});

describe('the withdrawal form (accounts-and-money §5)', () => {
  const rules = withdrawalRules([agent('20', '1500')], 'USD', 100);
  const errorsOf = (values: Partial<WithdrawalValues>) => {
    const all = { agent: 'CR90000012', amount: '50', description: '', ...values };
    return formErrors(all, rules(all));
  };

  it('needs an agent', () => {
    expect(errorsOf({ agent: '' }).agent).toBe('Please select a payment agent');
  });

  it("takes an amount with the currency's decimals, within the agent's range and the balance", () => {
    expect(errorsOf({}).amount).toBeUndefined();
    expect(errorsOf({ amount: '' }).amount).toBe('This field is required.');
    expect(errorsOf({ amount: '1e3' }).amount).toBe('Should be a valid number.');
    expect(errorsOf({ amount: '50.123' }).amount).toBe('Up to 2 decimal places are allowed.');
    expect(errorsOf({ amount: '19.99' }).amount).toBe('Should be between 20.00 and 1,500.00');
    expect(errorsOf({ amount: '100.01' }).amount).toBe('Insufficient balance.');
  });

  it('keeps the default range while no agent is chosen', () => {
    expect(errorsOf({ agent: '', amount: '9' }).amount).toBe('Should be between 10.00 and 2,000.00');
  });

  it('takes a description of letters, digits, spaces and . - only', () => {
    expect(errorsOf({ description: 'Rent, May' }).description).toBeDefined();
    expect(errorsOf({ description: "Rent for O'Neil - May" }).description).toBeUndefined();
  });

  it('sends the description with whitespace runs collapsed', () => {
    expect(collapsedDescription('  rent \n\t for   May ')).toBe('rent for May');
  });
});

describe('the transfer form (accounts-and-money §5)', () => {
  const errorsOf = (values: Partial<TransferValues>) =>
    formErrors(
      { loginid: 'CR90000001', amount: '10', description: '', ...values },
      transferRules('USD', { min: '10', max: '2000' }, 500),
    );

  it('takes a login ID of letters ending in digits', () => {
    expect(errorsOf({}).loginid).toBeUndefined();
    expect(errorsOf({ loginid: 'cr90000001' }).loginid).toBeUndefined();
    expect(errorsOf({ loginid: '' }).loginid).toBe('This field is required.');
    for (const loginid of ['90000001', 'CR', 'CR9000A', 'CR 9000', 'CR-90000001']) {
      expect(errorsOf({ loginid }).loginid, loginid).toBe('Please enter a valid Login ID.');
    }
  });

  it('takes an amount within the limits and not above the balance', () => {
    expect(errorsOf({ amount: '9.99' }).amount).toBe('Should be between 10.00 and 2,000.00');
    expect(errorsOf({ amount: '500' }).amount).toBeUndefined();
    expect(errorsOf({ amount: '500.01' }).amount).toBe('Insufficient balance.');
  });
});
