import { localize } from '../../lib/localize';
import { UpgradePage } from './UpgradePage';

/** new_account/maltainvestws: the form that opens a financial account, with its risk-disclaimer step. */
export function FinancialAccountPage() {
  return <UpgradePage kind="financial" title={localize('Open a financial account')} />;
}
