import { useSelector } from 'react-redux';
import {
  useAccountStatusQuery,
  useSelfExclusionQuery,
  useSettingsQuery,
  useWebsiteStatusStreamQuery,
} from '../../api/endpoints/notices';
import { useTimers } from '../../ui/timers-context';
import { selectLoggedInAccount } from '../session';
import { bannerReason, type BannerReason } from './account-status-rules';

function epochOfDay(day: string | undefined): number | undefined {
  if (!day) return undefined;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) ? undefined : ms / 1000;
}

/** Why the account-status banner shows for the logged-in account, from authorize, status and settings. */
export function useBannerReason(): BannerReason | undefined {
  const account = useSelector(selectLoggedInAccount);
  const timers = useTimers();
  const real = account !== undefined && account.is_virtual === 0;
  const { data: accountStatus } = useAccountStatusQuery(undefined, { skip: !real });
  const { data: settings } = useSettingsQuery(undefined, { skip: !real });
  const { data: exclusion } = useSelfExclusionQuery(undefined, { skip: !real });
  const { data: site } = useWebsiteStatusStreamQuery();
  if (!account) return undefined;
  const excludedUntil = Math.max(epochOfDay(exclusion?.exclude_until) ?? 0, exclusion?.timeout_until ?? 0);
  return bannerReason({
    isVirtual: !real,
    residence: account.country ?? '',
    currency: account.currency,
    landingCompany: account.landing_company_name,
    accountStatus,
    settings,
    termsVersion: site?.terms_conditions_version,
    excludedUntil: excludedUntil > 0 ? excludedUntil : undefined,
    nowMs: timers.now(),
  });
}
