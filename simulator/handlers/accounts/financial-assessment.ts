import {
  assessmentScores,
  FINANCIAL_QUESTIONS,
  sectionProblems,
  TRADING_QUESTIONS,
} from '../../domain/accounts/financial-assessment';
import { isVirtual } from '../../domain/accounts/model';
import { withStatuses, type AccountStatus } from '../../domain/accounts/statuses';
import { ApiError } from '../../protocol/api-error';
import { isJsonObject } from '../../protocol/envelope';
import { actingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';

const SECTIONS = [
  { field: 'financial_information', questions: FINANCIAL_QUESTIONS, clears: 'financial_assessment_not_complete' },
  { field: 'trading_experience', questions: TRADING_QUESTIONS, clears: 'trading_experience_not_complete' },
] as const;

/** get/set_financial_assessment: answers by question and their scores (option order gives points). */
export const financialAssessmentHandlers: HandlerTable = {
  get_financial_assessment: {
    scopes: ['read'],
    handle: (context) => {
      const { account, user } = actingAccount(context);
      if (isVirtual(account)) return { get_financial_assessment: {} };
      const answers = context.world.state.security.financial_assessment[user.user_id] ?? {};
      return { get_financial_assessment: { ...answers, ...assessmentScores(answers) } };
    },
  },
  set_financial_assessment: {
    scopes: ['admin'],
    handle: (context) => {
      const { account, user } = actingAccount(context);
      if (isVirtual(account)) throw new ApiError('PermissionDenied', 'Permission denied.');
      const given = SECTIONS.filter(({ field }) => context.request[field] !== undefined);
      if (given.length === 0)
        throw new ApiError('InputValidationFailed', 'Input validation failed: financial_information', {
          financial_information: 'This field is required.',
        });
      const answers = { ...(context.world.state.security.financial_assessment[user.user_id] ?? {}) };
      const cleared: AccountStatus[] = [];
      for (const { field, questions, clears } of given) {
        const section = context.request[field];
        const problems = isJsonObject(section) ? sectionProblems(section, questions) : { [field]: 'Not an object.' };
        if (problems) throw new ApiError('InputValidationFailed', `Input validation failed: ${field}`, problems);
        Object.assign(answers, section);
        cleared.push(clears);
      }
      const status = withStatuses(account.status, [], cleared);
      context.world.commit(
        { type: 'financial_assessment_set', user_id: user.user_id, answers },
        ...(status.length === account.status.length
          ? []
          : [{ type: 'account_updated', loginid: account.loginid, status } as const]),
      );
      return { set_financial_assessment: assessmentScores(answers) };
    },
  },
};
