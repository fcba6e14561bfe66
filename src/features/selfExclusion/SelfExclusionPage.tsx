import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useSelfExclusionQuery } from '../../api/endpoints/notices';
import { localize } from '../../lib/localize';
import { selectLoggedInAccount, useLogOut } from '../session';
import { SelfExclusionForm } from './SelfExclusionForm';
import './self-exclusion.css';

/**
 * user/security/self_exclusionws (accounts-and-money §5 "Self-exclusion"; real accounts): the limits
 * the client sets on their own trading. A client excluded right now (ClientSelfExclusion) is logged
 * out; other refusals show the platform's message.
 */
export function SelfExclusionPage() {
  const account = useSelector(selectLoggedInAccount);
  const limits = useSelfExclusionQuery();
  const logOut = useLogOut();
  const code = (limits.error as { code?: string } | undefined)?.code;
  useEffect(() => {
    if (code === 'ClientSelfExclusion') void logOut();
  }, [code, logOut]);

  return (
    <section className="card self-exclusion">
      <h1 className="self-exclusion__title">{localize('Self-exclusion facilities')}</h1>
      <p className="self-exclusion__intro">
        {localize(
          'Set limits on your own trading. A limit you set can be lowered at any time; raising or removing it takes effect only after the period it covers.',
        )}
      </p>
      {limits.error ? (
        <p className="form__error" role="alert" data-testid="self-exclusion-refusal">
          {(limits.error as { message?: string }).message}
        </p>
      ) : !account || !limits.data ? (
        <p role="status">{localize('Loading…')}</p>
      ) : (
        <SelfExclusionForm
          current={limits.data}
          currency={account.currency ?? ''}
          onSaved={() => void limits.refetch()}
        />
      )}
    </section>
  );
}
