import { useId, useState } from 'react';
import type { PaymentAgent } from '../../api/endpoints/payment-agents';
import { currencyDecimals, currencyDisplayCode } from '../../lib/currency';
import { localize } from '../../lib/localize';
import { formatDecimal } from '../../lib/money';
import { agentLimits } from './agent-rules';

/** A commission as the platform gives it (a percentage), shown "1.5%". */
const percent = (commission: string) => `${commission}%`;

/**
 * One agent of the list, an accordion item: its name is the button that opens its details (summary,
 * commissions, withdrawal range, contact, further information and the banks it works with).
 */
export function AgentDetails({ agent, currency }: { agent: PaymentAgent; currency: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const limits = agentLimits(agent, currency);
  // The platform's text is shown as it came where it is not a number.
  const money = (amount: string) =>
    `${/^\d+(?:\.\d+)?$/.test(amount) ? formatDecimal(amount, currencyDecimals(currency)) : amount} ${currencyDisplayCode(currency)}`;
  return (
    <li className="agents__item" data-testid="payment-agent">
      <h2 className="agents__heading">
        <button
          type="button"
          className="agents__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {agent.name}
          <span className="agents__sign" aria-hidden="true">
            {open ? '−' : '+'}
          </span>
        </button>
      </h2>
      <div id={panelId} className="agents__panel" hidden={!open}>
        {agent.summary && <p>{agent.summary}</p>}
        <dl className="agents__facts">
          <dt>{localize('Deposit commission')}</dt>
          <dd>{percent(agent.deposit_commission)}</dd>
          <dt>{localize('Withdrawal commission')}</dt>
          <dd>{percent(agent.withdrawal_commission)}</dd>
          <dt>{localize('Minimum withdrawal')}</dt>
          <dd>{money(limits.min)}</dd>
          <dt>{localize('Maximum withdrawal')}</dt>
          <dd>{money(limits.max)}</dd>
          <dt>{localize('Contact')}</dt>
          <dd className="agents__contact">
            {agent.urls.map(({ url }) => (
              <a key={url} href={url} target="_blank" rel="noopener noreferrer">
                {url}
              </a>
            ))}
            {agent.email && <a href={`mailto:${agent.email}`}>{agent.email}</a>}
            {agent.phone_numbers.map(({ phone_number }) => (
              <span key={phone_number}>{phone_number}</span>
            ))}
          </dd>
          {agent.further_information && (
            <>
              <dt>{localize('Further information')}</dt>
              <dd>{agent.further_information}</dd>
            </>
          )}
          {agent.supported_payment_methods.length > 0 && (
            <>
              <dt>{localize('Supported banks')}</dt>
              <dd>
                <ul className="agents__banks">
                  {agent.supported_payment_methods.map(({ payment_method }) => (
                    <li key={payment_method} className="agents__bank">
                      {payment_method}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
        </dl>
      </div>
    </li>
  );
}
