import { describe, expect, it } from 'vitest';
import { errorOf, useSimulator } from './support';

const { simulator, open } = useSimulator();

describe('exchange_rates', () => {
  it('streams a new rate when the price of either currency is set, until forgotten', async () => {
    const socket = await open();
    const first = await socket.call({ exchange_rates: 1, base_currency: 'USD', target_currency: 'BTC', subscribe: 1 });
    expect((first.exchange_rates as { rates: unknown }).rates).toEqual({ BTC: 0.00001111 });
    const id = (first.subscription as { id: string }).id;
    await simulator().control.setExchangeRate('default', 'BTC', '100000');
    const update = await socket.next();
    expect(update).toMatchObject({ msg_type: 'exchange_rates', subscription: { id } });
    expect((update.exchange_rates as { rates: unknown }).rates).toEqual({ BTC: 0.00001 });
    await simulator().control.setExchangeRate('default', 'ETH', '3100');
    await simulator().control.setExchangeRate('default', 'USD', '1');
    expect(((await socket.next()).exchange_rates as { rates: unknown }).rates).toEqual({ BTC: 0.00001 });
    expect((await socket.call({ forget: id })).forget).toBe(1);
  });

  it('refuses a second identical stream and a stream without a target', async () => {
    const socket = await open();
    const request = { exchange_rates: 1, base_currency: 'EUR', target_currency: 'USD', subscribe: 1 };
    expect((await socket.call(request)).error).toBeUndefined();
    expect(errorOf(await socket.call(request)).code).toBe('AlreadySubscribed');
    expect(errorOf(await socket.call({ exchange_rates: 1, base_currency: 'EUR', subscribe: 1 })).code).toBe(
      'MissingRequiredParams',
    );
  });

  it('answers once with every rate from the prices set in the world', async () => {
    await simulator().control.setExchangeRate('default', 'EUR', '1.25');
    const socket = await open();
    const reply = await socket.call({ exchange_rates: 1, base_currency: 'EUR' });
    expect(reply.subscription).toBeUndefined();
    expect((reply.exchange_rates as { rates: Record<string, number> }).rates).toMatchObject({ USD: 1.25, EUR: 1 });
  });

  it('the control API refuses an unknown currency and a price that is not positive', async () => {
    await expect(simulator().control.setExchangeRate('default', 'XYZ', 1)).rejects.toMatchObject({ status: 404 });
    await expect(simulator().control.setExchangeRate('default', 'BTC', '0')).rejects.toMatchObject({ status: 400 });
    await expect(simulator().control.setExchangeRate('default', 'BTC', 'lots')).rejects.toMatchObject({ status: 400 });
  });
});
