import { localize } from '../../lib/localize';
import type { SummaryView } from './summary-view';

/** The trading summary since log-in. */
export function SummaryTable({ view }: { view: SummaryView }) {
  const rows = [
    ['Login time', view.login_time],
    ['Current time', view.current_time],
    ['Session duration', view.session_duration],
    ['Turnover', `${view.turnover} ${view.currency}`],
    ['Profit / Loss', `${view.profit_loss} ${view.currency}`],
    ['Contracts bought', view.contracts_bought],
    ['Contracts sold', view.contracts_sold],
    ['Open contracts', view.open_contracts],
    ['Potential profit', `${view.potential_profit} ${view.currency}`],
  ] as const;
  return (
    <table className="popup__table" data-testid="reality-check-summary">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{localize(label)}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
