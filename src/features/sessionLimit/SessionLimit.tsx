import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useSelfExclusionQuery } from '../../api/endpoints/notices';
import { SESSION_LIMIT_WARNING_MS } from '../../lib/constants';
import { localizePlural } from '../../lib/localize';
import { readableStorage } from '../../lib/storage';
import { after } from '../../lib/timers';
import { useTimers } from '../../ui/timers-context';
import { sessionLimitPlan, sessionStart } from './session-limit';
import { selectLoggedInAccount } from '../session';

const WARNING_SECONDS = SESSION_LIMIT_WARNING_MS / 1000;
const WARNING_TEXT = {
  one: 'Your session duration limit will end in [_1] second.',
  other: 'Your session duration limit will end in [_1] seconds.',
} as const;

/**
 * The client's own session-duration limit (self-exclusion): a warning 10 s before it ends, then
 * `onLimitReached` (the log-out).
 */
export function SessionLimit({ onLimitReached }: { onLimitReached: () => void }) {
  const real = useSelector(selectLoggedInAccount)?.is_virtual === 0;
  const { data: exclusion } = useSelfExclusionQuery(undefined, { skip: !real });
  const limit = exclusion?.session_duration_limit;
  const timers = useTimers();
  const [warning, setWarning] = useState(false);
  // The latest callback, so a new function on every render of the shell does not restart the timers.
  const limitReached = useRef(onLimitReached);
  useEffect(() => {
    limitReached.current = onLimitReached;
  }, [onLimitReached]);

  useEffect(() => {
    if (!real || !limit) return undefined;
    const plan = sessionLimitPlan(limit, sessionStart(readableStorage(), timers.now()), timers.now());
    const cancelWarning = after(timers, plan.warnInMs, () => setWarning(true));
    const cancelLogout = after(timers, plan.logoutInMs, () => limitReached.current());
    return () => {
      cancelWarning();
      cancelLogout();
    };
  }, [real, limit, timers]);

  if (!warning) return null;
  return (
    <p className="global-notices__line global-notices__line--warning" role="alert" data-testid="session-limit-warning">
      {localizePlural(WARNING_TEXT, WARNING_SECONDS, WARNING_SECONDS)}
    </p>
  );
}
