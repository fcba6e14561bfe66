/** The payment-agent pages' paths under /{lang}/, without .html. */
export const LIST_PAGE = 'cashier/payment_agent_listws';
export const WITHDRAW_PAGE = 'paymentagent/withdrawws';
