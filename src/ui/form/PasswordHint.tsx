import { useEffect, useState } from 'react';
import { localize } from '../../lib/localize';
import { loadCommonPasswords, passwordStrength } from '../../lib/password-strength';
import { crackingTimeText } from './cracking-time-text';

/** Below this many days to crack, the estimate shows as weak (accounts-and-money §5). */
const WEAK_BELOW_DAYS = 30;

/** The common passwords once `wanted`; undefined until they have arrived (or when they cannot). */
function useCommonPasswords(wanted: boolean): ReadonlySet<string> | undefined {
  const [commonPasswords, setCommonPasswords] = useState<ReadonlySet<string>>();
  useEffect(() => {
    if (!wanted || commonPasswords) return;
    let current = true;
    loadCommonPasswords().then(
      (list) => current && setCommonPasswords(list),
      // The hint is advice only: without its list the form works as before, and the next field change tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, commonPasswords]);
  return commonPasswords;
}

/**
 * Under a new password: a warning when it is one of the world's most common passwords, else the
 * estimated time to crack it, red under 30 days and green from there. Nothing while the field is
 * empty or the list of common passwords is still on its way.
 */
export function PasswordHint({ password }: { password: string }) {
  const commonPasswords = useCommonPasswords(password !== '');
  if (password === '' || !commonPasswords) return null;
  const strength = passwordStrength(password, commonPasswords);
  const weak = strength.common || strength.days < WEAK_BELOW_DAYS;
  return (
    <span className={`form__hint ${weak ? 'form__hint--weak' : 'form__hint--strong'}`} data-testid="password-hint">
      {strength.common
        ? localize(
            "The password you entered is one of the world's most commonly used passwords. You should not be using this password.",
          )
        : localize('Estimated time to crack this password: [_1]', crackingTimeText(strength.days))}
    </span>
  );
}
