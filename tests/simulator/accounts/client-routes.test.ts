import { describe, expect, it } from 'vitest';
import { logInPageAccepts, useSimulator } from './support';

const { simulator } = useSimulator();

const client = {
  email: 'Ayu.Lestari.k3@Example.test',
  password: 'Secret12',
  residence: 'id',
  settings: { first_name: 'Ayu', last_name: 'Lestari', date_of_birth: '1990-04-12', phone: '+62 21 5550 1234' },
};

describe('creating a client through the control API', () => {
  it('opens a real account with the residence’s gaming company, in USD, with the details given', async () => {
    const control = simulator().control;
    const created = await control.createClient('default', client);
    expect(created).toMatchObject({ email: 'ayu.lestari.k3@example.test', loginid: expect.stringMatching(/^CR\d+$/) });
    expect(await control.getAccount('default', created.loginid)).toMatchObject({
      user_id: created.user_id,
      landing_company: 'svg',
      currency: 'USD',
      balance: 0,
      status: [],
      residence: 'id',
    });
    const user = simulator().world.state.accounts.users[created.user_id];
    expect(user?.settings).toMatchObject({
      first_name: 'Ayu',
      last_name: 'Lestari',
      phone: '+62 21 5550 1234',
      date_of_birth: Date.UTC(1990, 3, 12) / 1000,
      client_tnc_status: expect.any(String),
    });
    expect(await logInPageAccepts(simulator(), { email: client.email, password: client.password })).toBe(true);
    expect(await logInPageAccepts(simulator(), { email: client.email, password: 'Wrong123' })).toBe(false);
  });

  it('refuses a taken e-mail, a country without real accounts, a bad date of birth or currency', async () => {
    const control = simulator().control;
    await control.createClient('default', client);
    await expect(control.createClient('default', client)).rejects.toMatchObject({ status: 409, code: 'EmailInUse' });
    const other = { ...client, email: 'other@example.test' };
    await expect(control.createClient('default', { ...other, residence: 'ca' })).rejects.toMatchObject({
      status: 400,
      code: 'InvalidResidence',
    });
    await expect(
      control.createClient('default', { ...other, settings: { date_of_birth: '1990-13-45' } }),
    ).rejects.toMatchObject({ status: 400, code: 'InvalidDateOfBirth' });
    await expect(control.createClient('default', { ...other, currency: 'XYZ' })).rejects.toMatchObject({
      status: 400,
      code: 'InvalidCurrency',
    });
  });

  it('refuses a body of the wrong shape, naming the field', async () => {
    const control = simulator().control;
    await expect(
      control.call('POST', '/worlds/default/clients', { ...client, settings: { phone: 5 } }),
    ).rejects.toMatchObject({ status: 400, code: 'InvalidBody' });
    await expect(control.call('POST', '/worlds/default/clients', { ...client, nickname: 'x' })).rejects.toMatchObject({
      status: 400,
      code: 'InvalidBody',
    });
  });
});
