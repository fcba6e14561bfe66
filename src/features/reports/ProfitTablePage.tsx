import { useState } from 'react';
import { useSelector } from 'react-redux';
import { localize } from '../../lib/localize';
import { ContractPopup, useContractParam } from '../contract';
import { selectLoggedInAccount } from '../session';
import { DateRangeFilter } from './DateRangeFilter';
import { ProfitTable } from './ProfitTable';
import type { DateRange } from './usePagedReport';
import './reports.css';

/**
 * The profit table page (logged-in clients with a currency): the account's closed contracts in a date
 * range with their profit or loss. A reference opens the contract's popup (`?contract_id=`).
 */
export function ProfitTablePage() {
  const account = useSelector(selectLoggedInAccount);
  const [range, setRange] = useState<DateRange>({});
  const { contractId, open, close } = useContractParam();
  if (!account?.currency) return null;
  return (
    <section className="report-page">
      <h1>{localize('Profit table')}</h1>
      <DateRangeFilter range={range} onChange={setRange} />
      <ProfitTable key={`${range.from ?? ''}|${range.to ?? ''}`} range={range} currency={account.currency} onView={open} />
      {contractId === undefined ? null : <ContractPopup contractId={contractId} onClose={close} closeOnBack={false} />}
    </section>
  );
}
