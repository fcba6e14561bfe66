import { localize } from '../lib/localize';

/** A small busy indicator, announced to screen readers. */
export function Spinner({ label = localize('Loading…') }: { label?: string }) {
  return <span className="spinner" role="status" aria-label={label} />;
}
