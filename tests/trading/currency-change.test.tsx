// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SocketClient } from '../../src/api/socket/socket-client';
import { createAppStore } from '../../src/app/store';
import { defaultAmount } from '../../src/features/trading/form/amount';
import { currentAmount, EMPTY_FORM, withCurrency } from '../../src/features/trading/form/form-state';
import { storeForm } from '../../src/features/trading/stored-form';
import { useTradingForm } from '../../src/features/trading/useTradingForm';
import type { CurrenciesConfig } from '../../src/lib/currency';
import { ScriptedServer } from '../support/scripted-server';

const CONFIG: CurrenciesConfig = {
  USD: { fractional_digits: 2, type: 'fiat', stake_default: 10 },
  JPY: { fractional_digits: 0, type: 'fiat', stake_default: 1000.5 },
  BTC: { fractional_digits: 8, type: 'crypto', stake_default: 0.000123456789 },
};

describe("a currency's default stake (website_status stake_default)", () => {
  it('is cut to the currency decimals', () => {
    expect(defaultAmount('BTC', CONFIG)).toBe('0.00012345');
    expect(defaultAmount('JPY', CONFIG)).toBe('1000');
    expect(defaultAmount('USD', CONFIG)).toBe('10');
  });

  it('is 10 where website_status gives none', () => {
    expect(defaultAmount('EUR', CONFIG)).toBe('10');
  });

  it('replaces the amount when the form moves to another currency', () => {
    const usd = { ...EMPTY_FORM, amount: '25' };
    const btc = withCurrency(usd, 'BTC', CONFIG);
    expect(btc.currency).toBe('BTC');
    expect(currentAmount(btc)).toBe('0.00012345');
    expect(currentAmount(withCurrency(btc, 'JPY', CONFIG))).toBe('1000');
  });
});

describe('the trading form across account currencies', () => {
  let store: ReturnType<typeof createAppStore>;
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const now = () => 1_700_000_000;

  beforeEach(() => {
    window.localStorage.clear();
    const server = new ScriptedServer(() => ({ msg_type: 'contracts_for', contracts_for: { available: [] } }));
    store = createAppStore({ socket: new SocketClient({ url: 'ws://scripted', createSocket: server.createSocket }) });
  });
  afterEach(cleanup);

  it('starts a BTC account from the BTC default stake after a USD one, not 10 BTC', () => {
    const { result, rerender } = renderHook(({ currency }) => useTradingForm(undefined, currency, CONFIG, now), {
      wrapper,
      initialProps: { currency: 'USD' },
    });
    expect(currentAmount(result.current.form)).toBe('10');
    rerender({ currency: 'BTC' });
    expect(result.current.form.currency).toBe('BTC');
    expect(currentAmount(result.current.form)).toBe('0.00012345');
  });

  it("keeps the stored amount of the stored form's currency", () => {
    storeForm({ ...EMPTY_FORM, amount: '25' });
    const { result } = renderHook(() => useTradingForm(undefined, 'USD', undefined, now), { wrapper });
    expect(currentAmount(result.current.form)).toBe('25');
  });

  it('takes the default stake once website_status gives it, when the currency changed before it came', () => {
    storeForm({ ...EMPTY_FORM, amount: '25' });
    const { result, rerender } = renderHook(({ config }) => useTradingForm(undefined, 'BTC', config, now), {
      wrapper,
      initialProps: { config: undefined as CurrenciesConfig | undefined },
    });
    rerender({ config: CONFIG });
    expect(currentAmount(result.current.form)).toBe('0.00012345');
  });
});
