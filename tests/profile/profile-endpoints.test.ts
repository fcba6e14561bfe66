import { describe, expect, it } from 'vitest';
import { noticesApi } from '../../src/api/endpoints/notices';
import { profileApi } from '../../src/api/endpoints/profile';
import { SocketClient } from '../../src/api/socket/socket-client';
import { createAppStore } from '../../src/app/store';
import { ScriptedServer } from '../support/scripted-server';

const SCORES = { cfd_score: 2, financial_information_score: 7, total_score: 15, trading_score: 8 };

function platform() {
  const server = new ScriptedServer((request) => {
    if (request.get_financial_assessment) return { msg_type: 'get_financial_assessment', get_financial_assessment: {} };
    if (request.set_financial_assessment)
      return { msg_type: 'set_financial_assessment', set_financial_assessment: SCORES };
    if (request.tnc_approval) return { msg_type: 'tnc_approval', tnc_approval: 1 };
    if (request.get_settings) return { msg_type: 'get_settings', get_settings: { client_tnc_status: 'v2' } };
    if (request.get_account_status)
      return { msg_type: 'get_account_status', get_account_status: { status: ['professional_requested'] } };
    throw { code: 'UnrecognisedRequest', message: 'Unrecognised request.' };
  });
  const socket = new SocketClient({ url: 'ws://scripted', createSocket: server.createSocket });
  return { server, store: createAppStore({ socket }) };
}

const ANSWERS = {
  financial_information: { education_level: 'Tertiary' },
  trading_experience: { cfd_trading_experience: '1-2 years' },
};

describe('the profile calls', () => {
  it("keep the assessment's answers with the scores the platform gave them, for the pages that read them", async () => {
    const { store } = platform();
    await store.dispatch(profileApi.endpoints.financialAssessment.initiate('CR90000001'));
    await store.dispatch(
      profileApi.endpoints.setFinancialAssessment.initiate({ loginid: 'CR90000001', answers: ANSWERS }),
    );
    expect(profileApi.endpoints.financialAssessment.select('CR90000001')(store.getState()).data).toEqual({
      education_level: 'Tertiary',
      cfd_trading_experience: '1-2 years',
      ...SCORES,
    });
  });

  it('read the settings and the account status again, past the caches, once the terms are accepted', async () => {
    const { server, store } = platform();
    await store.dispatch(profileApi.endpoints.acceptTerms.initiate());
    const calls = server.sent.map((frame) => Object.keys(frame).find((key) => key !== 'req_id'));
    expect(calls).toEqual(expect.arrayContaining(['tnc_approval', 'get_settings', 'get_account_status']));
    expect(noticesApi.endpoints.settings.select()(store.getState()).data).toEqual({ client_tnc_status: 'v2' });
    expect(noticesApi.endpoints.accountStatus.select()(store.getState()).data).toEqual({
      status: ['professional_requested'],
    });
  });
});
