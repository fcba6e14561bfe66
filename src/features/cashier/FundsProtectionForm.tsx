import { useState, type FormEvent } from 'react';
import type { ApiError } from '../../../schemas/generated/types';
import { useAcceptFundsProtectionMutation } from '../../api/endpoints/cashier';
import { localize } from '../../lib/localize';
import { SubmitButton } from '../../ui/form';

/**
 * ASK_UK_FUNDS_PROTECTION (accounts-and-money §4, §7): the statement on how client funds are held;
 * proceeding acknowledges it (tnc_approval with ukgc_funds_protection 1), then the cashier is asked again.
 */
export function FundsProtectionForm({ onAccepted }: { onAccepted: () => void }) {
  const [accept, { isLoading }] = useAcceptFundsProtectionMutation();
  const [refusal, setRefusal] = useState<ApiError>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    accept()
      .unwrap()
      .then(onAccepted)
      .catch((error: ApiError) => setRefusal(error));
  };
  return (
    <form className="cashier__funds-protection" onSubmit={onSubmit} aria-labelledby="funds-protection-title">
      <h2 id="funds-protection-title">{localize('UK funds protection')}</h2>
      <p>
        {localize(
          'We are required by our licence to inform you about what happens to your funds should we become insolvent (the level of funds protection).',
        )}
      </p>
      <p>
        {localize(
          'We hold customer funds in bank accounts separate from our operational accounts, which would not form part of our assets in the event of insolvency. This meets the Gambling Commission’s requirements for the segregation of customer funds at the level: medium protection.',
        )}
      </p>
      {refusal && (
        <p className="form__error" role="alert">
          {refusal.message || localize('Sorry, an error occurred while processing your request.')}
        </p>
      )}
      <div className="form__actions">
        <SubmitButton busy={isLoading}>{localize('Proceed')}</SubmitButton>
      </div>
    </form>
  );
}
