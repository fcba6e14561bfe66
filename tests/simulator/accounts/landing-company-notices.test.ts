import { describe, expect, it } from 'vitest';
import { FINANCIAL_QUESTIONS } from '../../../simulator/domain/accounts/financial-assessment';
import { authorized, tokenOf, useSimulator } from './support';
import { REAL_ACCOUNT_DETAILS, switchedToNewRealAccount, UK_ACCOUNT_DETAILS } from '../../support/real-accounts';
import type { TestSocket } from '../../support/simulator';

const { simulator, open } = useSimulator();

/** Opens a real account from a virtual one and returns a socket logged in to it. */
async function openedReal(virtual: string, request: Record<string, unknown>): Promise<TestSocket> {
  return switchedToNewRealAccount(await authorized(open, tokenOf(virtual)), request);
}

async function statusOf(socket: TestSocket): Promise<string[]> {
  return ((await socket.call({ get_account_status: 1 })).get_account_status as { status: string[] }).status;
}

describe('landing-company notices in get_account_status', () => {
  it('asks a new UK client for a 30-day turnover limit until one is set', async () => {
    await simulator().control.patchAccount('default', 'VRTC90000001', { residence: 'gb' });
    const socket = await openedReal('VRTC90000001', UK_ACCOUNT_DETAILS);
    expect(await statusOf(socket)).toContain('max_turnover_limit_not_set');
    const status = (await socket.call({ get_account_status: 1 })).get_account_status as Record<string, unknown>;
    expect(status.cashier_validation).toBeDefined();
    const set = await socket.call({ set_self_exclusion: 1, max_30day_turnover: 5000 });
    expect(set.set_self_exclusion).toBe(1);
    expect(await statusOf(socket)).not.toContain('max_turnover_limit_not_set');
  });

  it('asks a new Malta client for a turnover limit too, but not an SVG client', async () => {
    const german = await openedReal('VRTC90000004', {
      ...UK_ACCOUNT_DETAILS,
      residence: 'de',
      citizen: 'de',
      tax_residence: 'de',
      tax_identification_number: '12345678901',
    });
    expect(await statusOf(german)).toContain('max_turnover_limit_not_set');
    const indonesian = await openedReal('VRTC90000001', REAL_ACCOUNT_DETAILS);
    expect(await statusOf(indonesian)).not.toContain('max_turnover_limit_not_set');
  });

  it('reports crs_tin_information once the tax residence and number are given', async () => {
    const retail = await authorized(open, tokenOf('MF90000001'));
    expect(await statusOf(retail)).toEqual(expect.arrayContaining(['crs_tin_information']));
    const withoutTax = await authorized(open, tokenOf('CR90000004'));
    expect(await statusOf(withoutTax)).not.toContain('crs_tin_information');
    const saved = await withoutTax.call({ set_settings: 1, tax_identification_number: '093456789012000' });
    expect(saved.set_settings).toBe(1);
    expect(await statusOf(withoutTax)).toContain('crs_tin_information');
    const virtual = await authorized(open, tokenOf('VRTC90000002'));
    expect(await statusOf(virtual)).not.toContain('crs_tin_information');
  });

  it('asks a high-risk SVG client who has deposited for the financial assessment until it is complete', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect(await statusOf(socket)).not.toContain('financial_assessment_not_complete');
    await simulator().control.patchAccount('default', 'CR90000001', { risk_classification: 'high' });
    const status = (await socket.call({ get_account_status: 1 })).get_account_status as Record<string, unknown>;
    expect(status).toMatchObject({ risk_classification: 'high' });
    expect(status.status).toContain('financial_assessment_not_complete');
    const answers = Object.fromEntries(
      Object.entries(FINANCIAL_QUESTIONS).map(([question, { options }]) => [question, options[0]]),
    );
    const saved = await socket.call({ set_financial_assessment: 1, financial_information: answers });
    expect(saved.error).toBeUndefined();
    expect(await statusOf(socket)).not.toContain('financial_assessment_not_complete');
  });

  it('does not ask a high-risk SVG client with no deposit yet', async () => {
    await simulator().control.patchAccount('default', 'CR90000004', { risk_classification: 'high' });
    const socket = await authorized(open, tokenOf('CR90000004'));
    expect(await statusOf(socket)).not.toContain('financial_assessment_not_complete');
  });
});
