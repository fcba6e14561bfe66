import { localize } from '../../lib/localize';
import { UpgradePage } from './UpgradePage';

/** new_account/realws: the form that opens a real-money account. */
export function RealAccountPage() {
  return <UpgradePage kind="real" title={localize('Open a real money account')} />;
}
