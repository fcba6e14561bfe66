import { describe, expect, it } from 'vitest';
import { accountsFromFixture, type FixtureAccount } from '../../../simulator/domain/accounts/fixture-users';
import { upgradeableLandingCompanies } from '../../../simulator/domain/accounts/upgrade';

let tokenSerial = 0;

function account(loginid: string, landing_company: string, currency?: string, status?: string[]): FixtureAccount {
  tokenSerial += 1;
  return {
    loginid,
    landing_company,
    created_at: 0,
    token: `a1-${String(tokenSerial).padStart(29, '0')}`,
    ...(currency ? { currency } : {}),
    ...(status ? { status } : {}),
  };
}

function upgradeable(residence: string, accounts: FixtureAccount[]): string[] {
  const state = accountsFromFixture([
    { user_id: 1, email: 'a@example.com', password: 'Demo1234', residence, description: '', accounts },
  ]);
  return upgradeableLandingCompanies(state, state.users[1]!);
}

const virtual = () => account('VRTC1', 'virtual', 'USD');

/** accounts-and-money §4 "Account kinds": upgradeable_landing_companies per residence and accounts held. */
describe('upgradeable landing companies', () => {
  it.each([
    ['id', ['svg']],
    ['de', ['malta', 'maltainvest']],
    ['gb', ['iom', 'maltainvest']],
    ['us', []],
    ['', []],
  ])('a virtual-only user resident in "%s" may open %j', (residence, expected) => {
    expect(upgradeable(residence, [virtual()])).toEqual(expected);
  });

  it('keeps svg open while a currency is left: one fiat, one account per crypto', () => {
    expect(upgradeable('id', [virtual(), account('CR1', 'svg', 'USD')])).toEqual(['svg']);
    expect(
      upgradeable('id', [
        account('CR1', 'svg', 'USD'),
        account('CR2', 'svg', 'BTC'),
        account('CR3', 'svg', 'ETH'),
        account('CR4', 'svg', 'LTC'),
      ]),
    ).toEqual(['svg']);
    expect(
      upgradeable('id', [
        account('CR1', 'svg', 'USD'),
        account('CR2', 'svg', 'BTC'),
        account('CR3', 'svg', 'ETH'),
        account('CR4', 'svg', 'LTC'),
        account('CR5', 'svg', 'UST'),
        account('CR6', 'svg', 'BCH'),
      ]),
    ).toEqual([]);
  });

  it('closes svg while an svg account still waits for its currency', () => {
    expect(upgradeable('id', [virtual(), account('CR1', 'svg')])).toEqual([]);
  });

  it('does not count a disabled account that never got a currency', () => {
    expect(upgradeable('id', [account('CR1', 'svg', undefined, ['disabled'])])).toEqual(['svg']);
  });

  it('takes one account per single-account company', () => {
    expect(upgradeable('de', [virtual(), account('MLT1', 'malta', 'EUR')])).toEqual(['maltainvest']);
    expect(upgradeable('de', [virtual(), account('MF1', 'maltainvest', 'EUR')])).toEqual(['malta']);
    expect(upgradeable('gb', [account('MX1', 'iom', 'GBP'), account('MF1', 'maltainvest', 'GBP')])).toEqual([]);
  });
});
