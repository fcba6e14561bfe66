import { describe, expect, it } from 'vitest';
import { ControlRequestError } from '../../../simulator/control-client';
import { authorized, tokenOf } from '../accounts/support';
import { RISE_5_TICKS } from '../contracts/support';
import { errorOf, nextMessages, useMarketSimulator } from './support';

const { open, simulator, advance } = useMarketSimulator();

const RISE = { proposal: 1, ...RISE_5_TICKS, symbol: 'R_50' } as const;
const SUSPENDED = { code: 'ContractBuyValidationError', message: 'This trade is temporarily unavailable.' };

async function suspendedFlag(socket: Awaited<ReturnType<typeof open>>, symbol: string): Promise<number | undefined> {
  const reply = await socket.call({ active_symbols: 'brief' });
  const symbols = reply.active_symbols as { symbol: string; is_trading_suspended: number }[];
  return symbols.find((entry) => entry.symbol === symbol)?.is_trading_suspended;
}

describe('trading suspension', () => {
  it('lists the symbol as suspended and refuses proposals until it is lifted', async () => {
    const { control } = simulator();
    const socket = await open();
    expect(await suspendedFlag(socket, 'R_50')).toBe(0);
    expect((await socket.call(RISE)).proposal).toBeDefined();

    const reading = await control.setTradingSuspended('default', 'R_50', true);
    expect(reading).toMatchObject({ symbol: 'R_50', open: true, trading_suspended: true });
    expect(await suspendedFlag(socket, 'R_50')).toBe(1);
    expect(await suspendedFlag(socket, 'R_10')).toBe(0);
    expect(errorOf(await socket.call(RISE))).toEqual(SUSPENDED);
    expect((await socket.call({ ...RISE, symbol: 'R_10' })).proposal).toBeDefined();

    expect((await control.setTradingSuspended('default', 'R_50', false)).trading_suspended).toBe(false);
    expect(await suspendedFlag(socket, 'R_50')).toBe(0);
    expect((await socket.call(RISE)).proposal).toBeDefined();
  });

  it('keeps the feed ticking while trading is suspended', async () => {
    await simulator().control.setTradingSuspended('default', 'R_50', true);
    const socket = await open();
    const first = await socket.call({ ticks: 'R_50' });
    expect(first.tick).toBeDefined();
    await advance(2_000);
    const [next] = await nextMessages(socket, 1);
    expect(next?.msg_type).toBe('tick');
  });

  it('ends a proposal stream with the refusal when trading is suspended', async () => {
    const socket = await open();
    const first = await socket.call({ ...RISE, subscribe: 1 });
    const id = (first.subscription as { id: string }).id;
    await simulator().control.setTradingSuspended('default', 'R_50', true);
    const [update] = await nextMessages(socket, 1);
    expect(update).toMatchObject({ msg_type: 'proposal', subscription: { id } });
    expect(errorOf(update!)).toEqual(SUSPENDED);
    expect((await socket.call({ forget: id })).forget).toBe(0);
  });

  it('refuses buy by parameters and by an earlier proposal id', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const { proposal } = (await socket.call(RISE)) as { proposal: { id: string; ask_price: number } };
    await simulator().control.setTradingSuspended('default', 'R_50', true);
    expect(errorOf(await socket.call({ buy: proposal.id, price: proposal.ask_price }))).toEqual(SUSPENDED);
    const { proposal: _call, ...parameters } = RISE;
    expect(errorOf(await socket.call({ buy: 1, price: 100, parameters }))).toEqual(SUSPENDED);
    expect(simulator().world.state.contracts.positions).toEqual({});
  });

  it('journals the suspension with the world and refuses bad requests', async () => {
    const { control, world } = simulator();
    await control.setTradingSuspended('default', 'R_50', true);
    expect(world.state.markets.trading_suspended).toEqual(['R_50']);
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: ControlRequestError) => ({ status: error.status, code: error.code }),
      );
    expect(await refusal(control.setTradingSuspended('default', 'NOPE', true))).toEqual({
      status: 404,
      code: 'UnknownSymbol',
    });
    expect(await refusal(control.call('POST', '/worlds/default/markets/R_50/trading', { suspended: 'yes' }))).toEqual({
      status: 400,
      code: 'InvalidBody',
    });
  });
});
