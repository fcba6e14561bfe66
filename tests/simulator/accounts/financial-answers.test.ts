import { describe, expect, it } from 'vitest';
import { FINANCIAL_ANSWERS } from '../../../schemas/generated/types/financial-answers';
import { FINANCIAL_INFORMATION, REAL_ACCOUNT_DETAILS, TRADING_EXPERIENCE } from '../../support/real-accounts';
import { authorized, tokenOf, useSimulator } from './support';

const { open } = useSimulator();

describe('answers outside the contract’s lists', () => {
  it.each([
    ['trading_experience', { ...TRADING_EXPERIENCE, cfd_trading_frequency: 'Every day' }, 'cfd_trading_frequency'],
    ['financial_information', { ...FINANCIAL_INFORMATION, net_income: 'Plenty' }, 'net_income'],
  ])(
    'are refused in %s by set_financial_assessment: the section named, the question “Not a valid option.”',
    async (section, answers, question) => {
      const socket = await authorized(open, tokenOf('MF90000001'));
      const reply = await socket.call({ set_financial_assessment: 1, [section]: answers });
      expect(reply.error).toEqual({
        code: 'InputValidationFailed',
        message: `Input validation failed: ${section}`,
        details: { [question]: 'Not a valid option.' },
      });
    },
  );

  it('are refused by new_account_real’s schema, which lists the turnover bands', async () => {
    const socket = await authorized(open, tokenOf('VRTC90000001'));
    const reply = await socket.call({ new_account_real: 1, ...REAL_ACCOUNT_DETAILS, account_turnover: 'Plenty' });
    expect(reply.error).toEqual({
      code: 'InputValidationFailed',
      message: 'Input validation failed: account_turnover',
      details: { account_turnover: `Not in enum list: ${FINANCIAL_ANSWERS.account_turnover.join(', ')}.` },
    });
  });

  it('leave every listed answer accepted: the last of each question scores highest', async () => {
    const socket = await authorized(open, tokenOf('MF90000001'));
    const last = (questions: object) =>
      Object.fromEntries(
        Object.keys(questions).map((question) => {
          const answers: readonly string[] = FINANCIAL_ANSWERS[question as keyof typeof FINANCIAL_ANSWERS];
          return [question, answers.at(-1)];
        }),
      );
    const reply = await socket.call({
      set_financial_assessment: 1,
      financial_information: last(FINANCIAL_INFORMATION),
      trading_experience: last(TRADING_EXPERIENCE),
    });
    // Scored: turnover 4 + education 2 + worth 4 + income 4 = 14; four experience questions 2, four frequency 3.
    expect(reply.set_financial_assessment).toEqual({
      cfd_score: 5,
      financial_information_score: 14,
      total_score: 34,
      trading_score: 20,
    });
  });
});
