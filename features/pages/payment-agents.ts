import type { Page } from 'playwright-core';
import { fieldAlert, mainSection, namedParts } from './page-parts';

/** The payment agent pages by the names the scenarios give them. */
export const PAYMENT_AGENT_PATHS: Record<string, string> = {
  'payment agents': '/en/cashier/payment_agent_listws.html',
  'payment agent withdrawal': '/en/paymentagent/withdrawws.html',
  'payment agent transfer': '/en/paymentagent/transferws.html',
};

/** The form's fields as the steps name them, by label. */
const FIELD_LABELS: Record<string, string> = {
  amount: 'Amount',
  description: 'Description',
  recipient: 'Transfer to login ID',
};

/**
 * The payment agent pages: the list of agents, the withdrawal form and the transfer form, with the
 * confirmation each form asks for.
 */
export function paymentAgentPage(page: Page) {
  const card = mainSection(page, 'agents');
  const agents = card.getByTestId('payment-agent');
  const form = card.locator('form.agents__form');
  const confirm = card.locator('form.agents__confirm');
  const { button, line } = namedParts(card);
  return {
    agents,
    /** The accordion buttons that name the agents. */
    agentToggles: agents.getByRole('button'),
    agentToggle: button,
    agentDetails: (name: string) => agents.filter({ hasText: name }).locator('.agents__panel'),
    line,
    alert: (text: string) => card.getByRole('alert').filter({ hasText: text }).first(),
    agentChoice: card.getByRole('combobox', { name: /^Payment agent/ }),
    /** A field of the form by the name the steps give it ("amount", "description", "recipient"), if any. */
    field: (name: string) => {
      const label = FIELD_LABELS[name];
      return label === undefined ? undefined : card.getByLabel(label, { exact: false });
    },
    amount: card.getByLabel('Amount', { exact: false }),
    button,
    fieldError: (label: string, text: string) => fieldAlert(card, label, text),
    formError: (text: string) => form.getByRole('alert').filter({ hasText: text }).first(),
    confirmation: {
      terms: confirm.locator('dl'),
      error: (text: string) => confirm.getByRole('alert').filter({ hasText: text }).first(),
    },
    status: card.getByRole('status'),
  };
}
