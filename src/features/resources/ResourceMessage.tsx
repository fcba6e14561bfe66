import { localize } from '../../lib/localize';
import { Notice } from '../../ui/Notice';

/** What a resources page shows while its data loads, or the platform's refusal. */
export function ResourceMessage({ error }: { error: unknown }) {
  if (!error) return <p role="status">{localize('Loading…')}</p>;
  return (
    <Notice tone="warning" base="page-message">
      {(error as { message?: string }).message ?? localize('Sorry, an error occurred while processing your request.')}
    </Notice>
  );
}
