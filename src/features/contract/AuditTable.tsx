import type { OpenContract } from '../../api/endpoints/contracts';
import { localize } from '../../lib/localize';
import { formatGmt } from '../../lib/time';
import './tick-table.css';

type AuditDetails = NonNullable<OpenContract['audit_details']>;
type AuditEntry = NonNullable<AuditDetails['contract_start']>[number];

/** The audit page's sections: every tick of a tick contract, or the ticks around its start and end. */
export function auditSections(details: AuditDetails): { title: string; entries: AuditEntry[] }[] {
  if (details.all_ticks && details.all_ticks.length > 0) {
    return [{ title: localize('Contract ticks'), entries: details.all_ticks }];
  }
  return [
    { title: localize('Contract starts'), entries: details.contract_start ?? [] },
    { title: localize('Contract ends'), entries: details.contract_end ?? [] },
  ].filter((section) => section.entries.length > 0);
}

/** The audit page: the feed around the contract's start and end with the entry and exit marked. */
export function AuditTable({ details }: { details: AuditDetails }) {
  return (
    <div className="contract-popup__audit" data-testid="audit">
      {auditSections(details).map((section) => (
        <table key={section.title} className="contract-popup__ticks">
          <caption>{section.title}</caption>
          <thead>
            <tr>
              <th>{localize('Time')}</th>
              <th>{localize('Spot')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {section.entries.map((entry, index) => (
              <tr
                key={`${entry.epoch}-${index}`}
                className={entry.flag ? 'contract-popup__row--flagged' : undefined}
                data-testid="audit-row"
              >
                <td>{formatGmt(entry.epoch * 1000)}</td>
                <td>{entry.tick_display_value ?? (entry.tick == null ? '' : String(entry.tick))}</td>
                <td>{entry.name ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
