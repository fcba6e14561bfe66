import { useSelector } from 'react-redux';
import { usePaymentAgentsQuery } from '../../api/endpoints/payment-agents';
import { localize } from '../../lib/localize';
import { PageLink } from '../../ui/page-links';
import { Spinner } from '../../ui/Spinner';
import { selectLoggedInAccount } from '../session';
import { AgentDetails } from './AgentDetails';
import { WITHDRAW_PAGE } from './agent-pages';
import { NoAgentsMessage } from './NoAgentsMessage';
import './payment-agents.css';

/**
 * cashier/payment_agent_listws: the payment agents of the client's residence that take the account's
 * currency, as an accordion, or the sentence saying there are none (accounts-and-money §2, §8).
 */
export function PaymentAgentListPage() {
  const account = useSelector(selectLoggedInAccount);
  const residence = account?.country ?? '';
  const currency = account?.currency ?? '';
  const agents = usePaymentAgentsQuery({ residence, currency }, { skip: !residence });
  const list = agents.data ?? [];
  return (
    <section className="card agents" aria-labelledby="agents-title">
      <h1 id="agents-title">{localize('Payment agents')}</h1>
      {agents.isLoading ? (
        <Spinner />
      ) : list.length === 0 ? (
        <NoAgentsMessage />
      ) : (
        <>
          <p>
            {localize(
              'Payment agents are local businesses that deposit to and withdraw from your account in your local currency.',
            )}
          </p>
          <ul className="agents__list">
            {list.map((agent) => (
              <AgentDetails key={agent.paymentagent_loginid} agent={agent} currency={currency} />
            ))}
          </ul>
          {account?.is_virtual === 0 && (
            <p>
              <PageLink page={WITHDRAW_PAGE} className="button button--primary">
                {localize('Withdraw via payment agent')}
              </PageLink>
            </p>
          )}
        </>
      )}
    </section>
  );
}
