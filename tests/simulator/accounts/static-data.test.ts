import { describe, expect, it } from 'vitest';
import { outbox } from '../../../simulator/world/account-admin';
import { authorized, tokenOf, useSimulator } from './support';
import { TestSocket } from '../../support/simulator';

const { simulator, open } = useSimulator();

describe('landing_company', () => {
  it('names the companies serving Indonesia', async () => {
    const socket = await open();
    expect(await socket.call({ landing_company: 'id' })).toMatchObject({
      landing_company: {
        id: 'id',
        name: 'Indonesia',
        all_company: 'svg',
        virtual_company: 'virtual',
        minimum_age: 18,
        gaming_company: { shortcode: 'svg', name: 'Deriv (SVG) LLC', legal_default_currency: 'USD' },
        financial_company: { shortcode: 'svg' },
      },
    });
  });

  it('names malta and maltainvest for Germany, iom and maltainvest for the United Kingdom', async () => {
    const socket = await open();
    expect(await socket.call({ landing_company: 'de' })).toMatchObject({
      landing_company: {
        all_company: 'none',
        gaming_company: { shortcode: 'malta' },
        financial_company: { shortcode: 'maltainvest' },
      },
    });
    expect(await socket.call({ landing_company: 'gb' })).toMatchObject({
      landing_company: {
        require_address_postcode: 1,
        gaming_company: { shortcode: 'iom' },
        lc_to_open_mf_account: 'maltainvest',
      },
    });
  });

  it('answers a restricted country with no companies, an unknown one with UnknownLandingCompany', async () => {
    const socket = await open();
    expect(await socket.call({ landing_company: 'us' })).toMatchObject({
      landing_company: { id: 'us', gaming_company: null, financial_company: null, all_company: 'none' },
    });
    expect(await socket.call({ landing_company: 'zz' })).toMatchObject({
      error: { code: 'UnknownLandingCompany', message: 'Unknown landing company.' },
    });
  });
});

describe('landing_company_details', () => {
  it('details svg with its changeable fields and limits per market', async () => {
    const socket = await open();
    const reply = await socket.call({ landing_company_details: 'svg', country: 'id' });
    expect(reply).toMatchObject({
      landing_company_details: {
        shortcode: 'svg',
        country: 'Saint Vincent and the Grenadines',
        legal_allowed_currencies: ['AUD', 'BCH', 'BTC', 'ETH', 'EUR', 'GBP', 'LTC', 'USD', 'UST'],
        changeable_fields: { only_before_auth: expect.arrayContaining(['first_name', 'tax_residence']) },
        currency_config: {
          forex: { USD: { max_payout: 5000, min_stake: 0.5 } },
          synthetic_index: { USD: { max_payout: 5000, min_stake: 0.35 } },
        },
        tin_not_mandatory: 0,
      },
    });
  });

  it('details maltainvest as supporting professional clients', async () => {
    const socket = await open();
    expect(await socket.call({ landing_company_details: 'maltainvest' })).toMatchObject({
      landing_company_details: {
        support_professional_client: 1,
        has_reality_check: 1,
        requirements: { compliance: { tax_information: ['tax_residence', 'tax_identification_number'] } },
      },
    });
  });

  it('refuses a company this platform does not run', async () => {
    const socket = await open();
    expect(await socket.call({ landing_company_details: 'vanuatu' })).toMatchObject({
      error: { code: 'UnknownLandingCompany' },
    });
  });
});

describe('residence_list and states_list', () => {
  it('lists countries, selecting the visitor country and disabling restricted ones', async () => {
    const socket = await open();
    const list = (await socket.call({ residence_list: 1 })).residence_list as Record<string, unknown>[];
    expect(list.find((country) => country.value === 'id')).toEqual({
      phone_idd: '62',
      selected: 'selected',
      text: 'Indonesia',
      tin_format: ['^\\d{15}$'],
      value: 'id',
    });
    expect(list.find((country) => country.value === 'us')).toMatchObject({ disabled: 'DISABLED' });
  });

  it('gives only the fields a query names', async () => {
    const socket = await open();
    const list = (await socket.call({ residence_list: 1, query: ['value', 'text'] })).residence_list as object[];
    expect(list[0]).toEqual({ text: 'United Arab Emirates', value: 'ae' });
  });

  it('lists the states of a country, none for a country without', async () => {
    const socket = await open();
    expect(await socket.call({ states_list: 'id' })).toMatchObject({
      states_list: expect.arrayContaining([{ text: 'DKI Jakarta', value: 'JK' }]),
    });
    expect(await socket.call({ states_list: 'ng' })).toMatchObject({ states_list: [] });
  });
});

describe('payout_currencies', () => {
  it('lists every currency to a visitor', async () => {
    const socket = await open();
    expect(await socket.call({ payout_currencies: 1 })).toMatchObject({
      payout_currencies: ['AUD', 'BCH', 'BTC', 'ETH', 'EUR', 'GBP', 'LTC', 'USD', 'UST'],
    });
  });

  it('lists the account currency once logged in, or the company currencies while it has none', async () => {
    const real = await authorized(open, tokenOf('CR90000002'));
    expect(await real.call({ payout_currencies: 1 })).toMatchObject({ payout_currencies: ['BTC'] });
    const bare = await authorized(open, tokenOf('CR90000004'));
    expect(await bare.call({ payout_currencies: 1 })).toMatchObject({
      payout_currencies: ['AUD', 'BCH', 'BTC', 'ETH', 'EUR', 'GBP', 'LTC', 'USD', 'UST'],
    });
  });
});

describe('exchange_rates', () => {
  it('quotes every currency against the base, dated by the world clock', async () => {
    simulator().world.clock.set(Date.UTC(2030, 0, 1));
    const socket = await open();
    expect(await socket.call({ exchange_rates: 1, base_currency: 'USD' })).toMatchObject({
      exchange_rates: {
        base_currency: 'USD',
        date: Date.UTC(2030, 0, 1) / 1000,
        rates: { USD: 1, BTC: 0.00001111, EUR: 0.92592593, GBP: 0.78740157 },
      },
    });
  });

  it('quotes one target, with a spread when asked', async () => {
    const socket = await open();
    expect(
      await socket.call({ exchange_rates: 1, base_currency: 'EUR', target_currency: 'USD', include_spread: 1 }),
    ).toMatchObject({
      exchange_rates: { rates: { USD: { spot_rate: 1.08, bid_rate: 1.07973, ask_rate: 1.08027 } } },
    });
  });

  it.each([
    [{ base_currency: 'XYZ' }, 'InvalidCurrency', 'The provided currency XYZ is invalid.'],
    [
      { base_currency: 'USD', target_currency: 'XAU' },
      'ExchangeRatesNotAvailable',
      'Exchange rates are not currently available.',
    ],
    [{ base_currency: 'USD', subscribe: 1 }, 'MissingRequiredParams', 'Target currency is required.'],
  ])('refuses %j with %s', async (fields, code, message) => {
    const socket = await open();
    expect(await socket.call({ exchange_rates: 1, ...fields })).toMatchObject({ error: { code, message } });
  });
});

describe('verify_email', () => {
  it('sends a sign-up code to a new address, and a notice to a known one', async () => {
    const socket = await open();
    expect(await socket.call({ verify_email: 'New.Person@example.com', type: 'account_opening' })).toMatchObject({
      verify_email: 1,
    });
    expect(await socket.call({ verify_email: 'real@example.com', type: 'account_opening' })).toMatchObject({
      verify_email: 1,
    });
    const [code, notice] = outbox(simulator().world);
    expect(code).toMatchObject({
      to: 'new.person@example.com',
      type: 'account_opening',
      code: expect.stringMatching(/^[A-Za-z0-9]{8}$/),
    });
    expect(notice).toMatchObject({ to: 'real@example.com', subject: 'Duplicate email address submitted' });
    expect(notice).not.toHaveProperty('code');
  });

  it('sends reset and withdrawal codes only to registered addresses, answering 1 either way', async () => {
    const socket = await open();
    for (const [email, type] of [
      ['real@example.com', 'reset_password'],
      ['nobody@example.com', 'reset_password'],
      ['real@example.com', 'payment_withdraw'],
    ])
      expect(await socket.call({ verify_email: email, type })).toMatchObject({ verify_email: 1 });
    expect(outbox(simulator().world).map(({ to, type }) => [to, type])).toEqual([
      ['real@example.com', 'reset_password'],
      ['real@example.com', 'payment_withdraw'],
    ]);
  });
});

describe('residence_list', () => {
  const nameOf = (list: { value?: string; text?: string }[], code: string) =>
    list.find((country) => country.value === code)?.text;

  it("names countries in the connection's language, in English by default", async () => {
    const english = (await (await open()).call({ residence_list: 1 })) as { residence_list: { value: string }[] };
    expect(nameOf(english.residence_list, 'de')).toBe('Germany');
    const socket = await TestSocket.open(simulator().socketUrl().replace('l=EN', 'l=DE'));
    try {
      const german = (await socket.call({ residence_list: 1 })) as { residence_list: { value: string }[] };
      expect(nameOf(german.residence_list, 'de')).toBe('Deutschland');
      expect(nameOf(german.residence_list, 'ae')).toBe('Vereinigte Arabische Emirate');
    } finally {
      socket.close();
    }
  });
});
