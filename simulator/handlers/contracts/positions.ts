import type { PortfolioResponse, ProfitTableResponse } from '../../../schemas/generated/types';
import { expectedExpiry } from '../../domain/contracts/contract-path';
import { positionsOf, type Position } from '../../domain/contracts/positions';
import { fromMinorUnits } from '../../domain/ledger/money';
import type { World } from '../../world/world';
import { accountCurrency } from '../support/account-currency';
import { actingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';
import { positionLongcode } from '../../world/position-longcode';

type PortfolioEntry = PortfolioResponse['portfolio']['contracts'][number];
type ProfitRow = ProfitTableResponse['profit_table']['transactions'][number];

/** When a contract expires, for lists: tick contracts by their tick interval. */
export function expiryOf(world: World, position: Position): number {
  return expectedExpiry(position.spec, world.markets.underlying(position.spec.symbol)?.tickIntervalSeconds ?? 1);
}

/** profit_table's dates: epoch seconds or YYYY-MM-DD (a day's start; date_to takes the whole day). */
function epochOf(text: string | undefined, endOfDay: boolean): number | undefined {
  if (text === undefined) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const start = Date.parse(`${text.replace(/-(\d)(?=-|$)/g, '-0$1')}T00:00:00Z`) / 1000;
  return endOfDay ? start + 86_399 : start;
}

/** ticks, intraday (under a day) or daily. */
function durationType({ spec }: Position): string {
  if (spec.expiry.kind === 'ticks') return 'ticks';
  return spec.expiry.dateExpiry - spec.dateStart < 86_400 ? 'intraday' : 'daily';
}

export const positionHandlers: HandlerTable = {
  portfolio: {
    scopes: ['read', 'trading_information'],
    handle: (context) => {
      const { account } = actingAccount(context);
      const request = context.request;
      const types = request.contract_type;
      const contracts = positionsOf(context.world.state.contracts, account.loginid, true)
        .filter((position) => !types || (types as string[]).includes(position.spec.contractType))
        .map((position): PortfolioEntry => {
          const currency = accountCurrency(account);
          return {
            app_id: position.app_id,
            buy_price: fromMinorUnits(position.spec.buyPrice, currency),
            contract_id: position.contract_id,
            contract_type: position.spec.contractType,
            currency: currency.code,
            date_start: position.spec.dateStart,
            expiry_time: expiryOf(context.world, position),
            longcode: positionLongcode(context.world, position, context.session.language),
            payout: fromMinorUnits(position.spec.payout, currency),
            purchase_time: position.purchase_time,
            shortcode: position.shortcode,
            symbol: position.spec.symbol,
            transaction_id: position.buy_transaction_id,
          };
        });
      return { portfolio: { contracts } };
    },
  },
  profit_table: {
    scopes: ['read', 'trading_information'],
    handle: (context) => {
      const { account } = actingAccount(context);
      const request = context.request;
      if (!account.currency) return { profit_table: { count: 0, transactions: [] } };
      const currency = accountCurrency(account);
      const from = epochOf(request.date_from, false);
      const to = epochOf(request.date_to, true);
      const types = request.contract_type as string[] | undefined;
      const closed = positionsOf(context.world.state.contracts, account.loginid).filter(
        ({ closing, spec }) =>
          closing !== undefined &&
          (from === undefined || closing.sell_time >= from) &&
          (to === undefined || closing.sell_time <= to) &&
          (!types || types.includes(spec.contractType)),
      );
      const direction = request.sort === 'ASC' ? 1 : -1;
      closed.sort((a, b) => direction * (a.closing!.sell_time - b.closing!.sell_time || a.contract_id - b.contract_id));
      const offset = request.offset ?? 0;
      const page = closed.slice(offset, offset + Math.floor(request.limit ?? 50));
      const money = (minor: number) => fromMinorUnits(minor, currency);
      const transactions = page.map((position): ProfitRow => {
        const row: ProfitRow = {
          app_id: position.app_id,
          buy_price: money(position.spec.buyPrice),
          contract_id: position.contract_id,
          payout: money(position.spec.payout),
          purchase_time: position.purchase_time,
          sell_price: money(position.closing!.sell_price),
          sell_time: position.closing!.sell_time,
          transaction_id: position.buy_transaction_id,
        };
        if (request.description === 1)
          Object.assign(row, {
            contract_type: position.spec.contractType,
            duration_type: durationType(position),
            longcode: positionLongcode(context.world, position, context.session.language),
            shortcode: position.shortcode,
            underlying_symbol: position.spec.symbol,
          });
        return row;
      });
      return { profit_table: { count: transactions.length, transactions } };
    },
  },
};
