import { describe, expect, it } from 'vitest';
import { switchedToNewRealAccount } from '../../support/real-accounts';
import { authorized, errorCode, tokenOf, useSimulator } from './support';

const { simulator, open } = useSimulator();

const DETAILS = { first_name: 'Budi', last_name: 'Santoso', date_of_birth: '1990-04-12', residence: 'id' };

describe('set_account_currency', () => {
  it('sets the currency once; the same again changes nothing, another is refused', async () => {
    const socket = await authorized(open, tokenOf('CR90000004'));
    expect(await socket.call({ set_account_currency: 'USD' })).toMatchObject({ set_account_currency: 1 });
    expect((await simulator().control.getAccount('default', 'CR90000004')).currency).toBe('USD');
    expect(await socket.call({ set_account_currency: 'USD' })).toMatchObject({ set_account_currency: 0 });
    expect(await socket.call({ set_account_currency: 'EUR' })).toMatchObject({
      error: { code: 'CurrencyTypeNotAllowed', message: 'Change of currency is not allowed for an existing account.' },
    });
  });

  it('allows one fiat account and one account per crypto currency', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    await switchedToNewRealAccount(socket, DETAILS);
    expect(await socket.call({ set_account_currency: 'EUR' })).toMatchObject({
      error: {
        code: 'CurrencyTypeNotAllowed',
        message: 'Please note that you are limited to only one fiat currency account.',
      },
    });
    expect(await socket.call({ set_account_currency: 'BTC' })).toMatchObject({
      error: { code: 'DuplicateCurrency', message: 'Please note that you are limited to one BTC account.' },
    });
    expect(await socket.call({ set_account_currency: 'LTC' })).toMatchObject({ set_account_currency: 1 });
  });

  it('refuses a currency the landing company does not offer, and virtual accounts', async () => {
    const socket = await authorized(open, tokenOf('CR90000004'));
    expect(errorCode(await socket.call({ set_account_currency: 'JPY' }))).toBe('InvalidCurrency');
    const virtual = await authorized(open, tokenOf('VRTC90000001'));
    expect(errorCode(await virtual.call({ set_account_currency: 'USD' }))).toBe('PermissionDenied');
  });
});

describe('tnc_approval', () => {
  it('records the current terms for a client who has not accepted them', async () => {
    await simulator().control.patchAccount('default', 'CR90000004', { settings: { client_tnc_status: null } });
    const socket = await authorized(open, tokenOf('CR90000004'));
    expect((await socket.call({ get_settings: 1 })).get_settings).toMatchObject({
      client_tnc_status: null,
      tnc_status: { svg: 0 },
    });
    expect(await socket.call({ tnc_approval: 1 })).toMatchObject({ tnc_approval: 1 });
    const site = await socket.call({ website_status: 1 });
    const version = (site.website_status as { terms_conditions_version: string }).terms_conditions_version;
    expect((await socket.call({ get_settings: 1 })).get_settings).toMatchObject({
      client_tnc_status: version,
      tnc_status: { svg: 1 },
    });
  });

  it('with ukgc_funds_protection, records the funds-protection acceptance', async () => {
    const socket = await authorized(open, tokenOf('CR90000004'));
    expect(await socket.call({ tnc_approval: 1, ukgc_funds_protection: 1 })).toMatchObject({ tnc_approval: 1 });
    expect((await simulator().control.getAccount('default', 'CR90000004')).status).toContain('ukgc_funds_protection');
  });

  it('is refused to virtual accounts', async () => {
    const socket = await authorized(open, tokenOf('VRTC90000001'));
    expect(errorCode(await socket.call({ tnc_approval: 1 }))).toBe('PermissionDenied');
  });
});
