import { describe, expect, it } from 'vitest';
import { FINANCIAL_INFORMATION, TRADING_EXPERIENCE } from '../../support/real-accounts';
import { authorized, errorCode, tokenOf, useSimulator } from './support';

const { simulator, open } = useSimulator();

describe('set_financial_assessment and get_financial_assessment', () => {
  it('scores the answers by option order and clears the flags of the sections answered', async () => {
    const socket = await authorized(open, tokenOf('MF90000001'));
    const reply = await socket.call({
      set_financial_assessment: 1,
      financial_information: FINANCIAL_INFORMATION,
      trading_experience: TRADING_EXPERIENCE,
    });
    // turnover 1 + education 2 + worth 1 + income 2 = 6; binary 1+1, cfd 2+3, forex and other 0 = 7.
    expect(reply.set_financial_assessment).toEqual({
      cfd_score: 5,
      financial_information_score: 6,
      total_score: 13,
      trading_score: 7,
    });
    expect((await socket.call({ get_financial_assessment: 1 })).get_financial_assessment).toEqual({
      ...FINANCIAL_INFORMATION,
      ...TRADING_EXPERIENCE,
      cfd_score: 5,
      financial_information_score: 6,
      total_score: 13,
      trading_score: 7,
    });
    const status = await simulator().control.getAccount('default', 'MF90000001');
    expect(status.status).not.toContain('financial_assessment_not_complete');
    expect(status.status).not.toContain('trading_experience_not_complete');
  });

  it('clears only the flag of the section given', async () => {
    const socket = await authorized(open, tokenOf('MF90000001'));
    await socket.call({ set_financial_assessment: 1, trading_experience: TRADING_EXPERIENCE });
    const status = (await simulator().control.getAccount('default', 'MF90000001')).status;
    expect(status).toContain('financial_assessment_not_complete');
    expect(status).not.toContain('trading_experience_not_complete');
  });

  it('needs every question of a section, and known options only', async () => {
    const socket = await authorized(open, tokenOf('MF90000001'));
    const { occupation: _, ...partial } = FINANCIAL_INFORMATION;
    expect(await socket.call({ set_financial_assessment: 1, financial_information: partial })).toMatchObject({
      error: { code: 'InputValidationFailed', details: { occupation: 'This field is required.' } },
    });
    const odd = { ...FINANCIAL_INFORMATION, net_income: 'Plenty' };
    expect(await socket.call({ set_financial_assessment: 1, financial_information: odd })).toMatchObject({
      error: { code: 'InputValidationFailed', details: { net_income: 'Not a valid option.' } },
    });
    expect(errorCode(await socket.call({ set_financial_assessment: 1 }))).toBe('InputValidationFailed');
  });

  it('is empty for a client who never answered, and refused to virtual accounts', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect((await socket.call({ get_financial_assessment: 1 })).get_financial_assessment).toEqual({
      cfd_score: 0,
      financial_information_score: 0,
      total_score: 0,
      trading_score: 0,
    });
    const virtual = await authorized(open, tokenOf('VRTC90000001'));
    expect(errorCode(await virtual.call({ set_financial_assessment: 1, trading_experience: TRADING_EXPERIENCE }))).toBe(
      'PermissionDenied',
    );
  });
});

describe('request_professional_status', () => {
  it('marks a maltainvest client as requested, once; other companies cannot ask', async () => {
    const socket = await authorized(open, tokenOf('MF90000001'));
    expect(await socket.call({ set_settings: 1, request_professional_status: 1 })).toMatchObject({ set_settings: 1 });
    expect((await socket.call({ get_settings: 1 })).get_settings).toMatchObject({ request_professional_status: 1 });
    expect(errorCode(await socket.call({ set_settings: 1, request_professional_status: 1 }))).toBe(
      'ProfessionalAlreadySubmitted',
    );
    const svg = await authorized(open, tokenOf('CR90000001'));
    expect(errorCode(await svg.call({ set_settings: 1, request_professional_status: 1 }))).toBe(
      'ProfessionalNotAllowed',
    );
  });
});
