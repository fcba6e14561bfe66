import { isVirtual } from '../../domain/accounts/model';
import { ApiError } from '../../protocol/api-error';
import { actingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';

function day(epoch: number): string {
  return new Date(epoch * 1000).toISOString().slice(0, 10);
}

/** request_report: the statement for a period, e-mailed to the client (it lands in the world's outbox). */
export const requestReportHandlers: HandlerTable = {
  request_report: {
    scopes: ['read'],
    handle: (context) => {
      const { account, user } = actingAccount(context);
      const { date_from, date_to } = context.request;
      if (isVirtual(account)) throw new ApiError('PermissionDenied', 'Permission denied.');
      // The platform's only check of the period (it sets no longest period).
      if (date_to <= date_from)
        throw new ApiError('InputValidationFailed', 'From date must be before To date for sending statement');
      context.world.commit({
        type: 'email_sent',
        email: {
          to: user.email,
          type: 'request_report',
          subject: `Statement of ${account.loginid} from ${day(date_from)} to ${day(date_to)}`,
          time: context.world.clock.epoch(),
        },
      });
      return { request_report: { report_status: 1 } };
    },
  },
};
