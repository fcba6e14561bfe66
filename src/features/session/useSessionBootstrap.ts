import { useEffect } from 'react';
import { useAuthorizeMutation } from '../../api/endpoints/session';
import { readableStorage } from '../../lib/storage';
import { clearStoredSession, readStoredSession } from './stored-accounts';

/** On start, authorizes the stored active account; any authorize error or a loginid mismatch logs out. */
export function useSessionBootstrap(): void {
  const [authorize] = useAuthorizeMutation();

  useEffect(() => {
    const storage = readableStorage();
    const { active } = readStoredSession(storage);
    if (!active) return;
    authorize(active.token)
      .unwrap()
      .then((reply) => {
        if (reply.authorize.loginid !== active.loginid) clearStoredSession(storage);
      })
      .catch(() => clearStoredSession(storage));
  }, [authorize]);
}
