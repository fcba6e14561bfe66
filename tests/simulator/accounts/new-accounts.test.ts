import { describe, expect, it } from 'vitest';
import { REAL_ACCOUNT_DETAILS, UK_ACCOUNT_DETAILS } from '../../support/real-accounts';
import { authorized, errorCode, tokenOf, useSimulator } from './support';

const { simulator, open } = useSimulator();

describe('new_account_real', () => {
  it('upgrades a virtual client to the residence company, with a token that logs in', async () => {
    const socket = await authorized(open, tokenOf('VRTC90000001'));
    const reply = await socket.call({ new_account_real: 1, ...REAL_ACCOUNT_DETAILS });
    expect(reply.new_account_real).toEqual({
      client_id: 'CR90000014',
      landing_company: 'Deriv (SVG) LLC',
      landing_company_short: 'svg',
      landing_company_shortcode: 'svg',
      oauth_token: expect.stringMatching(/^a1-/),
    });
    const { oauth_token } = reply.new_account_real as { oauth_token: string };
    const login = await socket.call({ authorize: oauth_token });
    expect(login.authorize).toMatchObject({ loginid: 'CR90000014', currency: '', upgradeable_landing_companies: [] });
    const settings = await socket.call({ get_settings: 1 });
    expect(settings.get_settings).toMatchObject({
      first_name: 'Sari',
      address_city: 'Bandung',
      client_tnc_status: expect.any(String),
    });
  });

  it('names the missing details (InsufficientAccountDetails)', async () => {
    const socket = await authorized(open, tokenOf('VRTC90000001'));
    const { first_name: _, date_of_birth: __, ...partial } = REAL_ACCOUNT_DETAILS;
    expect(await socket.call({ new_account_real: 1, ...partial })).toMatchObject({
      error: { code: 'InsufficientAccountDetails', details: { missing: ['first_name', 'date_of_birth'] } },
    });
  });

  it('refuses a client under 18', async () => {
    const socket = await authorized(open, tokenOf('VRTC90000001'));
    expect(
      errorCode(await socket.call({ new_account_real: 1, ...REAL_ACCOUNT_DETAILS, date_of_birth: '2015-01-01' })),
    ).toBe('BelowMinimumAge');
  });

  it('gives an EU resident a malta account and a GB resident nothing more once iom is held', async () => {
    const german = await authorized(open, tokenOf('VRTC90000004'));
    const reply = await german.call({
      new_account_real: 1,
      ...UK_ACCOUNT_DETAILS,
      residence: 'de',
      tax_residence: 'de',
    });
    expect(reply.new_account_real).toMatchObject({ client_id: 'MLT90000003', landing_company_shortcode: 'malta' });
    const briton = await authorized(open, tokenOf('VRTC90000007'));
    expect(await briton.call({ new_account_real: 1, ...UK_ACCOUNT_DETAILS })).toMatchObject({
      error: { code: 'NewAccountLimitReached' },
    });
  });

  it('asks a GB resident for the postcode', async () => {
    await simulator().control.patchAccount('default', 'VRTC90000001', { residence: 'gb' });
    const socket = await authorized(open, tokenOf('VRTC90000001'));
    const { address_postcode: _, ...noPostcode } = UK_ACCOUNT_DETAILS;
    const reply = await socket.call({ new_account_real: 1, ...noPostcode });
    expect(reply).toMatchObject({
      error: { code: 'InsufficientAccountDetails', details: { missing: ['address_postcode'] } },
    });
    const opened = await socket.call({ new_account_real: 1, ...UK_ACCOUNT_DETAILS });
    expect(opened.new_account_real).toMatchObject({ client_id: 'MX90000002', landing_company_shortcode: 'iom' });
  });

  it('asks a client of a European company for the secret question and answer', async () => {
    await simulator().control.patchAccount('default', 'VRTC90000001', { residence: 'de' });
    const socket = await authorized(open, tokenOf('VRTC90000001'));
    const { secret_question: _, secret_answer: __, ...noSecret } = UK_ACCOUNT_DETAILS;
    expect(await socket.call({ new_account_real: 1, ...noSecret, residence: 'de' })).toMatchObject({
      error: { code: 'InsufficientAccountDetails', details: { missing: ['secret_question', 'secret_answer'] } },
    });
  });

  it('opens with a currency when one is given, and refuses one the company does not offer', async () => {
    const socket = await authorized(open, tokenOf('VRTC90000001'));
    expect(errorCode(await socket.call({ new_account_real: 1, ...REAL_ACCOUNT_DETAILS, currency: 'JPY' }))).toBe(
      'CurrencyNotApplicable',
    );
    const reply = await socket.call({ new_account_real: 1, ...REAL_ACCOUNT_DETAILS, currency: 'EUR' });
    expect(reply.new_account_real).toMatchObject({ currency: 'EUR', currency_type: 'fiat' });
  });

  it('needs the admin scope', async () => {
    const socket = await open();
    expect(errorCode(await socket.call({ new_account_real: 1, ...REAL_ACCOUNT_DETAILS }))).toBe(
      'AuthorizationRequired',
    );
  });
});

describe('new_account_maltainvest', () => {
  it("answers 'show risk disclaimer' until accept_risk is 1", async () => {
    const socket = await authorized(open, tokenOf('VRTC90000007'));
    const request = { new_account_maltainvest: 1, ...UK_ACCOUNT_DETAILS };
    const refused = await socket.call(request);
    expect(refused.error).toMatchObject({ code: 'show risk disclaimer' });
    expect(errorCode(await socket.call({ ...request, accept_risk: 0 }))).toBe('show risk disclaimer');
    const reply = await socket.call({ ...request, accept_risk: 1 });
    expect(reply.new_account_maltainvest).toMatchObject({
      client_id: 'MF90000004',
      landing_company: 'Deriv Investments (Europe) Limited',
      landing_company_shortcode: 'maltainvest',
    });
  });

  it('is refused where the residence has no financial company of the EU', async () => {
    const socket = await authorized(open, tokenOf('VRTC90000001'));
    const reply = await socket.call({
      new_account_maltainvest: 1,
      accept_risk: 1,
      ...UK_ACCOUNT_DETAILS,
      residence: 'id',
    });
    expect(reply.error).toEqual({ code: 'InvalidAccount', message: 'Sorry, account opening is unavailable.' });
  });

  it('keeps the assessment answers given with the request and flags what is missing', async () => {
    const socket = await authorized(open, tokenOf('VRTC90000007'));
    const reply = await socket.call({
      new_account_maltainvest: 1,
      accept_risk: 1,
      ...UK_ACCOUNT_DETAILS,
      education_level: 'Tertiary',
    });
    const { oauth_token } = reply.new_account_maltainvest as { oauth_token: string };
    await socket.call({ authorize: oauth_token });
    expect((await socket.call({ get_financial_assessment: 1 })).get_financial_assessment).toMatchObject({
      education_level: 'Tertiary',
      employment_status: 'Employed',
      financial_information_score: 2,
    });
    expect((await socket.call({ get_account_status: 1 })).get_account_status).toMatchObject({
      status: expect.arrayContaining(['financial_assessment_not_complete', 'trading_experience_not_complete']),
    });
  });
});
