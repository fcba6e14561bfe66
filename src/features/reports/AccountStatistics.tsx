import { useAccountStatisticsQuery } from '../../api/endpoints/reports';
import { localize } from '../../lib/localize';
import { moneyText } from '../../lib/money-text';

/** The account's lifetime deposits and withdrawals (iom and malta clients, accounts-and-money §6). */
export function AccountStatistics({ loginid }: { loginid: string }) {
  const { data } = useAccountStatisticsQuery(loginid);
  if (!data) return null;
  return (
    <dl className="report-statistics" data-testid="account-statistics">
      <div>
        <dt>{localize('Total deposits')}</dt>
        <dd data-testid="total-deposits">{moneyText(data.total_deposits, data.currency)}</dd>
      </div>
      <div>
        <dt>{localize('Total withdrawals')}</dt>
        <dd data-testid="total-withdrawals">{moneyText(data.total_withdrawals, data.currency)}</dd>
      </div>
    </dl>
  );
}
