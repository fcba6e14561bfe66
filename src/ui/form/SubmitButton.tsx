import type { ReactNode } from 'react';
import { Spinner } from '../Spinner';

/** A form's submit button: disabled, with a spinner, while its request is in flight. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
      {busy ? <Spinner /> : children}
    </button>
  );
}
