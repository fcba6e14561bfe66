import type { OpenContract } from '../../api/endpoints/contracts';
import { localize } from '../../lib/localize';
import { contractExplanation } from './contract-type';

/** What the contract pays, as the explanation tab words it, below the chart or the audit table. */
export function ContractExplanation({ contract }: { contract: OpenContract }) {
  const lines = contractExplanation(contract);
  if (lines.length === 0) return null;
  return (
    <section className="contract-popup__explanation" data-testid="contract-explanation">
      <h3>{localize('Explanation')}</h3>
      {lines.map((line) => (
        <p key={line}>{localize(line)}</p>
      ))}
    </section>
  );
}
