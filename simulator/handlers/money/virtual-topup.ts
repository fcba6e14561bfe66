import { nextTransaction } from '../../domain/ledger/ledger';
import { fromMinorUnits } from '../../domain/ledger/money';
import { TOPUP_REFUSALS, virtualTopup } from '../../domain/ledger/virtual-topup';
import { ApiError } from '../../protocol/api-error';
import { accountCurrency } from '../support/account-currency';
import { actingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';

export const virtualTopupHandlers: HandlerTable = {
  topup_virtual: {
    scopes: ['trade'],
    handle: (context) => {
      const { world } = context;
      const { account } = actingAccount(context);
      const currency = accountCurrency(account);
      const outcome = virtualTopup(world.state.ledger, account, currency, world.clock.epoch());
      if ('refused' in outcome) throw new ApiError('TopupDemoError', TOPUP_REFUSALS[outcome.refused]);
      world.commit({ type: 'ledger_posted', transaction: nextTransaction(world.state.ledger, outcome.posting) });
      return { topup_virtual: { amount: fromMinorUnits(outcome.posting.amount, currency), currency: currency.code } };
    },
  },
};
