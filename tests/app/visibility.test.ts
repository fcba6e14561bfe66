import { describe, expect, it } from 'vitest';
import { isEu, isVisible, parseCompanyRule, viewerOf, type Viewer } from '../../src/features/session/visibility';

const visitor = viewerOf(undefined);
const account = (loginid: string, landing_company_name: string, country = 'id'): Viewer =>
  viewerOf({ loginid, landing_company_name, country });
const costarica = account('CR90000001', 'svg');
const virtual = account('VRTC90000001', 'virtual');
const maltainvest = account('MF90000001', 'maltainvest', 'de');
const maltaResident = account('CR90000011', 'svg', 'mt');

describe('visibility rules', () => {
  it('follow the login state', () => {
    expect(isVisible({ login: 'in' }, visitor)).toBe(false);
    expect(isVisible({ login: 'in' }, costarica)).toBe(true);
    expect(isVisible({ login: 'out' }, visitor)).toBe(true);
    expect(isVisible({ login: 'out' }, virtual)).toBe(false);
  });

  it('follow the account kind', () => {
    expect(isVisible({ account: 'real' }, costarica)).toBe(true);
    expect(isVisible({ account: 'real' }, maltainvest)).toBe(true);
    expect(isVisible({ account: 'real' }, virtual)).toBe(false);
    expect(isVisible({ account: 'virtual' }, virtual)).toBe(true);
    expect(isVisible({ account: 'virtual' }, visitor)).toBe(false);
  });

  it('include or exclude landing companies and the EU', () => {
    expect(isVisible({ companies: 'svg, iom' }, costarica)).toBe(true);
    expect(isVisible({ companies: 'malta, iom' }, costarica)).toBe(false);
    expect(isVisible({ companies: '-maltainvest' }, maltainvest)).toBe(false);
    expect(isVisible({ companies: '-maltainvest' }, costarica)).toBe(true);
    expect(isVisible({ companies: 'eu' }, maltainvest)).toBe(true);
    expect(isVisible({ companies: 'eu' }, maltaResident)).toBe(true);
    expect(isVisible({ companies: '-eu' }, costarica)).toBe(true);
    expect(isVisible({ companies: 'svg' }, visitor)).toBe(false);
    expect(isVisible({ login: 'in', account: 'real', companies: 'eu' }, maltainvest)).toBe(true);
  });

  it('refuse empty names and mixed includes and excludes', () => {
    expect(() => parseCompanyRule('svg,,iom')).toThrow(/empty/);
    expect(() => parseCompanyRule('svg, -')).toThrow(/empty/);
    expect(() => parseCompanyRule('svg, -malta')).toThrow(/mixed/);
    expect(parseCompanyRule('-malta, -iom')).toEqual({ include: false, names: ['malta', 'iom'] });
  });

  it('count maltainvest, malta, iom and residence mt as EU', () => {
    expect(
      ['maltainvest', 'malta', 'iom', 'svg'].map((company) => isEu({ landingCompany: company, residence: 'de' })),
    ).toEqual([true, true, true, false]);
    expect(isEu({ landingCompany: undefined, residence: 'mt' })).toBe(true);
  });
});
