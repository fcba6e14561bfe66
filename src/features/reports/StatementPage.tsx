import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useAppNamesQuery } from '../../api/endpoints/reports';
import { localize } from '../../lib/localize';
import { ContractPopup, useContractParam } from '../contract';
import { isEuCountry } from '../notifications';
import { selectLoggedInAccount } from '../session';
import { AccountStatistics } from './AccountStatistics';
import { DateRangeFilter } from './DateRangeFilter';
import { StatementReportRequest } from './StatementReportRequest';
import { StatementTable } from './StatementTable';
import type { DateRange } from './usePagedReport';
import './reports.css';

/** Landing companies whose clients see their lifetime deposits and withdrawals (accounts-and-money §6). */
const STATISTICS_COMPANIES: ReadonlySet<string> = new Set(['iom', 'malta']);

const NO_APP_NAMES: Readonly<Record<number, string>> = {};

/**
 * The statement page (logged-in clients with a currency): the account's transactions in a date range,
 * their CSV file, account statistics for iom and malta, and the e-mailed statement for real clients of
 * an EU country. A reference of a contract opens its popup (`?contract_id=`).
 */
export function StatementPage() {
  const account = useSelector(selectLoggedInAccount);
  const [range, setRange] = useState<DateRange>({});
  const { contractId, open, close } = useContractParam();
  const { data: appNames = NO_APP_NAMES } = useAppNamesQuery(account?.loginid ?? '', { skip: !account });
  if (!account?.currency) return null;
  const real = account.is_virtual === 0;
  return (
    <section className="report-page">
      <h1>{localize('Statement')}</h1>
      {STATISTICS_COMPANIES.has(account.landing_company_name) && <AccountStatistics loginid={account.loginid} />}
      <DateRangeFilter range={range} onChange={setRange} />
      <StatementTable
        key={`${range.from ?? ''}|${range.to ?? ''}`}
        range={range}
        loginid={account.loginid}
        currency={account.currency}
        appNames={appNames}
        onView={open}
      />
      {real && isEuCountry(account.country) && <StatementReportRequest />}
      {contractId === undefined ? null : <ContractPopup contractId={contractId} onClose={close} closeOnBack={false} />}
    </section>
  );
}
