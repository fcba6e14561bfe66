import { localize } from '../../lib/localize';

/** Spain's regulator (CNMV) wants this said before a demo financial account is opened. */
export function CnmvWarning() {
  return (
    <p className="mt5__warning" role="note" data-testid="cnmv-warning">
      {localize(
        'You are about to purchase a product that is not simple and may be difficult to understand. The CNMV considers that, in general, the acquisition of this product is not suitable for retail investors due to its complexity.',
      )}
    </p>
  );
}
