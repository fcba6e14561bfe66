/** The withdrawal page's path under /{lang}/, without .html: the list and the restart link lead there. */
export const WITHDRAW_PAGE = 'paymentagent/withdrawws';
