import { ApiError } from '../../protocol/api-error';
import type { HandlerTable } from '../handler';
import { openRealAccount } from '../support/real-account-opening';

/** The platform's wording when a financial account needs the client to accept the risk first. */
const RISK_DISCLAIMER =
  'The financial trading services offered on this site are only suitable for customers who are able to bear the loss of all the money they invest and who understand and have experience of the risk involved in the acquisition of financial contracts.';

export const newAccountHandlers: HandlerTable = {
  new_account_real: {
    scopes: ['admin'],
    handle: (context) => ({ new_account_real: openRealAccount(context, 'gaming') }),
  },
  new_account_maltainvest: {
    scopes: ['admin'],
    handle: (context) => {
      const acceptRisk = () => {
        if (context.request.accept_risk !== 1) throw new ApiError('show risk disclaimer', RISK_DISCLAIMER);
      };
      return { new_account_maltainvest: openRealAccount(context, 'financial', acceptRisk) };
    },
  },
};
