import { landingCompanyOf } from '../../domain/accounts/landing-companies';
import { positionsOf } from '../../domain/contracts/positions';
import { fromMinorUnits } from '../../domain/ledger/money';
import { tradingSince } from '../../domain/ledger/statement';
import { accountCurrency } from '../support/account-currency';
import { actingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';

export const realityCheckHandlers: HandlerTable = {
  reality_check: {
    scopes: ['read', 'trading_information'],
    handle: (context) => {
      const { world, session } = context;
      const { account } = actingAccount(context);
      // Like the platform: no summary, an empty object, where the landing company has no reality check.
      if (!landingCompanyOf(account.landing_company).hasRealityCheck) return { reality_check: {} };
      const currency = accountCurrency(account);
      const startTime = session.authorization?.loginTime ?? world.clock.epoch();
      const trading = tradingSince(world.state.ledger, account.loginid, startTime);
      const open = positionsOf(world.state.contracts, account.loginid, true);
      // What the open contracts would add if they all paid out.
      const potentialProfit = open.reduce((sum, { spec }) => sum + spec.payout - spec.buyPrice, 0);
      const money = (minor: number) => fromMinorUnits(minor, currency);
      return {
        reality_check: {
          buy_amount: money(trading.buyAmount),
          buy_count: trading.buyCount,
          currency: currency.code,
          loginid: account.loginid,
          open_contract_count: open.length,
          potential_profit: money(potentialProfit),
          sell_amount: money(trading.sellAmount),
          sell_count: trading.sellCount,
          start_time: startTime,
        },
      };
    },
  },
};
