import { useSelector } from 'react-redux';
import { localize } from '../../lib/localize';
import { upgradeLabel, upgradeTarget } from '../../lib/upgrade-target';
import { PageLink } from '../../ui/page-links';
import { selectLoggedInAccount } from '../session';
import { Notice } from '../../ui/Notice';

/** Why a virtual client has no real MT5 account, with the way to upgrade where the client has one. */
export function UpgradeMessage() {
  const account = useSelector(selectLoggedInAccount);
  const target = account && upgradeTarget(account);
  return (
    <Notice tone="plain" base="page-message" testId="mt5-upgrade">
      {localize('You are on a virtual account. To open a real MT5 account, please upgrade to a real account.')}{' '}
      {target && <PageLink page={target.page}>{upgradeLabel(target)}</PageLink>}
    </Notice>
  );
}
