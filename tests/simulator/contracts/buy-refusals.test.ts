import { describe, expect, it } from 'vitest';
import type { SelfExclusion } from '../../../simulator/domain/accounts/model';
import { authorized, tokenOf, useSimulator } from '../accounts/support';
import { buy, HIGHER_5_MINUTES, RISE_5_TICKS, START } from './support';

const { simulator, open } = useSimulator();
const UNWELCOME = 'Sorry, your account is not authorised for any further contract purchases.';

async function frozenAt(epoch: number): Promise<void> {
  await simulator().control.setClock('default', epoch);
  await simulator().control.freezeClock('default');
}

async function refusal(loginid: string, parameters: Record<string, unknown>, price = 10_000) {
  const socket = await authorized(open, tokenOf(loginid));
  return (await socket.call({ buy: 1, price, parameters })).error;
}

/** Limits the client set on themselves; the world has no call for them yet, so the test sets them. */
function selfExclude(loginid: string, limits: SelfExclusion): void {
  simulator().world.state.accounts.accounts[loginid]!.self_exclusion = limits;
}

describe('buy refuses', () => {
  it('a visitor', async () => {
    const socket = await open();
    expect((await socket.call({ buy: 1, price: 10, parameters: RISE_5_TICKS })).error).toEqual({
      code: 'AuthorizationRequired',
      message: 'Please log in.',
    });
  });

  it('more than the balance, in the platform words', async () => {
    await frozenAt(START);
    await simulator().control.patchAccount('default', 'CR90000001', { balance: '5' });
    expect(await refusal('CR90000001', RISE_5_TICKS)).toEqual({
      code: 'InsufficientBalance',
      message: 'Your account balance (USD5.00) is insufficient to buy this contract (USD10.00).',
    });
    const statement = await (await authorized(open, tokenOf('CR90000001'))).call({ statement: 1, action_type: 'buy' });
    expect(statement.statement).toMatchObject({ count: 0 });
  });

  it('a price that moved beyond the allowed slippage', async () => {
    await frozenAt(START);
    const error = (await refusal('CR90000001', HIGHER_5_MINUTES, 1)) as { code: string; message: string };
    expect(error.code).toBe('PriceMoved');
    expect(error.message).toMatch(
      /^The underlying market has moved too much since you priced the contract\. The contract price has changed from USD1\.00 to USD\d+\.\d\d\.$/,
    );
  });

  it('a closed market', async () => {
    await frozenAt(Date.UTC(2030, 0, 5, 12) / 1000); // a Saturday
    const error = await refusal('CR90000001', { ...HIGHER_5_MINUTES, symbol: 'frxEURUSD' });
    expect(error).toMatchObject({ code: 'MarketIsClosed' });
  });

  it('an unwelcome account', async () => {
    await simulator().control.patchAccount('default', 'CR90000001', { status: { set: ['unwelcome'] } });
    expect(await refusal('CR90000001', RISE_5_TICKS)).toEqual({ code: 'ClientUnwelcome', message: UNWELCOME });
  });

  it('residents of a restricted country', async () => {
    await simulator().control.patchAccount('default', 'CR90000001', { residence: 'ca' });
    expect(await refusal('CR90000001', RISE_5_TICKS)).toEqual({
      code: 'RestrictedCountry',
      message: 'Sorry, our service is not available for your country of residence.',
    });
  });

  it('options for a retail client of the EU financial company', async () => {
    expect(await refusal('MF90000001', { ...RISE_5_TICKS, currency: 'EUR' })).toEqual({
      code: 'NoMFProfessionalClient',
      message: UNWELCOME,
    });
  });

  it('more open contracts than the client allowed themselves', async () => {
    await frozenAt(START);
    selfExclude('CR90000001', { max_open_bets: 2 });
    const socket = await authorized(open, tokenOf('CR90000001'));
    await buy(socket, RISE_5_TICKS);
    await buy(socket, RISE_5_TICKS);
    expect((await socket.call({ buy: 1, price: 100, parameters: RISE_5_TICKS })).error).toEqual({
      code: 'OpenPositionLimit',
      message:
        'Sorry, you cannot hold more than 2 contracts at a given time. Please wait until some contracts have closed and try again.',
    });
  });

  it('more daily turnover than the client allowed themselves', async () => {
    await frozenAt(START);
    selfExclude('CR90000001', { max_turnover: 15 });
    const socket = await authorized(open, tokenOf('CR90000001'));
    await buy(socket, RISE_5_TICKS);
    expect((await socket.call({ buy: 1, price: 100, parameters: RISE_5_TICKS })).error).toEqual({
      code: 'DailyTurnoverLimitExceeded',
      message: 'Purchasing this contract will cause you to exceed your daily turnover limit of USD15.00.',
    });
  });

  it('open payouts above the account limit', async () => {
    await frozenAt(START);
    await simulator().control.patchAccount('default', 'CR90000001', { balance: '100000' });
    const socket = await authorized(open, tokenOf('CR90000001'));
    const big = { ...HIGHER_5_MINUTES, amount: 5000 };
    for (let index = 0; index < 10; index += 1) await buy(socket, big);
    expect((await socket.call({ buy: 1, price: 10_000, parameters: big })).error).toEqual({
      code: 'OpenPositionPayoutLimit',
      message: 'Sorry, the aggregate payouts of contracts on your account cannot exceed USD50000.00.',
    });
  });

  it('a price the account currency cannot hold, as invalid input', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    for (const price of [1e21, 1e14])
      expect((await socket.call({ buy: 1, price, parameters: RISE_5_TICKS })).error).toEqual({
        code: 'InputValidationFailed',
        message: 'Input validation failed: price',
        details: { price: 'Must be <= 90071992547409.91.' },
      });
    expect((await socket.call({ statement: 1, action_type: 'buy' })).statement).toMatchObject({ count: 0 });
  });

  it('a near-certain contract bought with a stake, which would pay less than the stake', async () => {
    await frozenAt(START);
    await simulator().control.setSpot('default', 'R_100', 1000);
    expect(await refusal('CR90000001', { ...RISE_5_TICKS, barrier: '-20' })).toMatchObject({
      code: 'ContractBuyValidationError',
      message: 'This contract offers no return.',
    });
  });

  it('a proposal id it does not know, and a currency that is not the account', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect((await socket.call({ buy: 'a'.repeat(36), price: 10 })).error).toEqual({
      code: 'InvalidContractProposal',
      message: 'Unknown contract proposal',
    });
    expect((await socket.call({ buy: 1, price: 10, parameters: { ...RISE_5_TICKS, currency: 'EUR' } })).error).toEqual({
      code: 'NotDefaultCurrency',
      message: 'The provided currency EUR is not the default currency',
    });
  });
});
