import type { ReactNode } from 'react';

/**
 * A profile page's message about what just happened: a success, a notice (nothing to do), or an
 * error, the last two announced at once.
 */
export function ProfileMessage({ kind, children }: { kind: 'success' | 'notice' | 'error'; children: ReactNode }) {
  return (
    <p className={`profile-message profile-message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
