import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { localize } from '../../lib/localize';
import {
  browserOnlineChanged,
  networkStatusOf,
  selectConnection,
  type NetworkStatus as Status,
} from '../../api/connection-slice';

const LABELS = {
  online: 'Online',
  offline: 'Offline',
  connecting: 'Connecting to server',
} as const satisfies Record<Status, string>;

/** The status bar's network dot: online, offline, or blinking while connecting. */
export function NetworkStatus() {
  const dispatch = useDispatch();
  const status = networkStatusOf(useSelector(selectConnection));

  useEffect(() => {
    const online = () => dispatch(browserOnlineChanged(true));
    const offline = () => dispatch(browserOnlineChanged(false));
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    if (!navigator.onLine) offline();
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [dispatch]);

  const label = localize(LABELS[status]);
  return (
    <span className={`network-status network-status--${status}`} data-testid="network-status" data-status={status}>
      <span className="network-status__dot" aria-hidden="true" />
      <span className="network-status__label">{label}</span>
    </span>
  );
}
