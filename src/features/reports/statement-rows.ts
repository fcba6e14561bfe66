import type { StatementRow } from '../../api/endpoints/reports';
import { localize } from '../../lib/localize';
import { actionText, amountDecimal, balanceHeading, reportTime } from './report-values';

/** A statement row's description: its longcode, and the app that made it where the client's apps name it. */
export function statementDescription(row: StatementRow, appNames: Readonly<Record<number, string>>): string {
  const description = row.longcode ?? '';
  const app = row.app_id == null ? undefined : appNames[row.app_id];
  if (app === undefined) return description;
  const madeBy = localize('Transaction performed by [_1] (App ID: [_2])', app, row.app_id!);
  return description ? `${description} ${madeBy}` : madeBy;
}

/** The CSV file of the statement rows loaded (accounts-and-money §3): a heading line, then a line a row. */
export function statementCsvRows(
  rows: readonly StatementRow[],
  currency: string,
  appNames: Readonly<Record<number, string>>,
): string[][] {
  const heading = [
    localize('Date'),
    localize('Reference ID'),
    localize('Potential Payout'),
    localize('Action'),
    localize('Description'),
    localize('Credit/Debit'),
    balanceHeading(currency),
  ];
  return [
    heading,
    ...rows.map((row) => [
      reportTime(row.transaction_time),
      String(row.transaction_id),
      row.payout == null ? '-' : amountDecimal(row.payout, currency),
      actionText(row.action_type),
      statementDescription(row, appNames),
      amountDecimal(row.amount, currency),
      amountDecimal(row.balance_after, currency),
    ]),
  ];
}
