import { describe, expect, it } from 'vitest';
import { authorized, tokenOf, useSimulator } from './support';

const { open, simulator } = useSimulator();

describe('get_settings', () => {
  it('answers a virtual account with what a virtual account has', async () => {
    const socket = await authorized(open, tokenOf('VRTC90000001'));
    const reply = await socket.call({ get_settings: 1 });
    expect(reply.get_settings).toEqual({
      country: 'Indonesia',
      country_code: 'id',
      dxtrade_user_exception: 0,
      email: 'virtual@example.com',
      email_consent: 0,
      feature_flag: { wallet: 0 },
      has_secret_answer: 0,
      immutable_fields: ['residence'],
      preferred_language: null,
      residence: 'Indonesia',
      trading_hub: 0,
      user_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('answers a real account with its personal details', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect(await socket.call({ get_settings: 1 })).toMatchObject({
      get_settings: {
        first_name: 'Budi',
        last_name: 'Santoso',
        salutation: 'Mr',
        date_of_birth: Date.UTC(1990, 3, 12) / 1000,
        citizen: 'id',
        address_city: 'Jakarta Selatan',
        tax_identification_number: '093456789012000',
        is_authenticated_payment_agent: 0,
        immutable_fields: ['residence'],
        client_tnc_status: 'Version 1.0 2026-01-01',
        tnc_status: { svg: 1 },
      },
    });
  });

  it('reports a payment agent and the fields locked by authentication', async () => {
    const socket = await authorized(open, tokenOf('CR90000010'));
    const reply = await socket.call({ get_settings: 1 });
    expect(reply.get_settings).toMatchObject({
      is_authenticated_payment_agent: 1,
      immutable_fields: expect.arrayContaining(['first_name', 'date_of_birth', 'residence']),
    });
  });
});

describe('set_settings', () => {
  it('lets a virtual account change its e-mail consent', async () => {
    const socket = await authorized(open, tokenOf('VRTC90000001'));
    expect(await socket.call({ set_settings: 1, email_consent: 1, req_id: 4 })).toEqual({
      echo_req: { set_settings: 1, email_consent: 1, req_id: 4 },
      msg_type: 'set_settings',
      req_id: 4,
      set_settings: 1,
    });
    expect(await socket.call({ get_settings: 1 })).toMatchObject({ get_settings: { email_consent: 1 } });
  });

  it.each([
    ['a name', { first_name: 'Siti' }, 'first_name'],
    ['its residence once set', { residence: 'my' }, 'residence'],
    ['an address', { address_city: 'Jakarta' }, 'address_city'],
  ])('refuses a virtual account changing %s', async (_case, fields, refused) => {
    const socket = await authorized(open, tokenOf('VRTC90000001'));
    expect(await socket.call({ set_settings: 1, ...fields })).toMatchObject({
      error: { code: 'PermissionDenied', message: 'Permission denied.', details: { fields: refused } },
    });
  });

  it('lets an unauthenticated CR account correct its identity details', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const change = { first_name: 'Budiman', date_of_birth: '1991-05-06', address_line_1: 'Jl. Kemang Raya No. 14' };
    expect(await socket.call({ set_settings: 1, ...change })).toMatchObject({ set_settings: 1 });
    expect(await socket.call({ get_settings: 1 })).toMatchObject({
      get_settings: {
        first_name: 'Budiman',
        date_of_birth: Date.UTC(1991, 4, 6) / 1000,
        address_line_1: change.address_line_1,
      },
    });
  });

  it('shares personal details between the accounts of one user', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    await socket.call({ set_settings: 1, phone: '+6281200000000' });
    const sibling = await authorized(open, tokenOf('CR90000002'));
    expect(await sibling.call({ get_settings: 1 })).toMatchObject({ get_settings: { phone: '+6281200000000' } });
  });

  it('lets an authenticated account change its address but not its name', async () => {
    const socket = await authorized(open, tokenOf('CR90000010'));
    expect(await socket.call({ set_settings: 1, address_city: 'Bogor' })).toMatchObject({ set_settings: 1 });
    expect(await socket.call({ set_settings: 1, first_name: 'Jono', address_city: 'Depok' })).toMatchObject({
      error: { code: 'PermissionDenied', details: { fields: 'first_name' } },
    });
    expect(await socket.call({ get_settings: 1 })).toMatchObject({ get_settings: { address_city: 'Bogor' } });
  });

  it('accepts an unchanged locked field sent along with the form', async () => {
    const socket = await authorized(open, tokenOf('CR90000010'));
    expect(await socket.call({ set_settings: 1, first_name: 'Joko', phone: '+6281234500009' })).toMatchObject({
      set_settings: 1,
    });
  });

  it('refuses a residence change on a real account', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect(await socket.call({ set_settings: 1, residence: 'my' })).toMatchObject({
      error: { code: 'PermissionDenied', message: 'Permission denied.' },
    });
  });

  it('refuses a date of birth that is not a date', async () => {
    const socket = await authorized(open, tokenOf('CR90000004'));
    expect(await socket.call({ set_settings: 1, date_of_birth: '1990-02-31' })).toMatchObject({
      error: { code: 'InputValidationFailed', details: { date_of_birth: 'Not a valid date.' } },
    });
  });

  it('records a maltainvest request for professional status, once', async () => {
    const socket = await authorized(open, tokenOf('MF90000001'));
    expect(await socket.call({ set_settings: 1, request_professional_status: 1 })).toMatchObject({ set_settings: 1 });
    expect(await socket.call({ get_account_status: 1 })).toMatchObject({
      get_account_status: { status: expect.arrayContaining(['professional_requested']) },
    });
    expect(await socket.call({ set_settings: 1, request_professional_status: 1 })).toMatchObject({
      error: { code: 'ProfessionalAlreadySubmitted', message: 'You already requested professional status.' },
    });
  });

  it('takes a new request from a client whose request was rejected, which is then being processed', async () => {
    await simulator().control.patchAccount('default', 'MF90000001', { status: { set: ['professional_rejected'] } });
    const socket = await authorized(open, tokenOf('MF90000001'));
    expect(await socket.call({ set_settings: 1, request_professional_status: 1 })).toMatchObject({ set_settings: 1 });
    const { status } = (await socket.call({ get_account_status: 1 })).get_account_status as { status: string[] };
    expect(status).toContain('professional_requested');
    expect(status).not.toContain('professional_rejected');
  });

  it('refuses professional status where the landing company has none', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect(await socket.call({ set_settings: 1, request_professional_status: 1 })).toMatchObject({
      error: { code: 'ProfessionalNotAllowed', message: 'Professional status is not applicable to your account.' },
    });
  });

  it('checks the fields against the schema first', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect(await socket.call({ set_settings: 1, first_name: 'B@di' })).toMatchObject({
      error: { code: 'InputValidationFailed', details: { first_name: expect.any(String) } },
    });
  });
});
