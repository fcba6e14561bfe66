import type { RealityCheckSummary } from '../../api/endpoints/notices';
import { currencyDecimals } from '../../lib/currency';
import { formatMinorUnits, subtractMinorUnits, toMinorUnits } from '../../lib/money';
import { formatGmt } from '../../lib/time';

/** The summary popup's rows (accounts-and-money §3, reality-check summary display). */
export interface SummaryView {
  loginid: string;
  currency: string;
  login_time: string;
  current_time: string;
  session_duration: string;
  turnover: string;
  profit_loss: string;
  contracts_bought: number;
  contracts_sold: number;
  open_contracts: number;
  potential_profit: string;
}

/** "2h 05m 09s" */
function duration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}h ${pad(Math.floor(seconds / 60) % 60)}m ${pad(seconds % 60)}s`;
}

export function summaryView(summary: RealityCheckSummary, nowMs: number): SummaryView {
  const decimals = currencyDecimals(summary.currency);
  const minor = (amount: number) => toMinorUnits(amount, decimals);
  const startMs = summary.start_time * 1000;
  return {
    loginid: summary.loginid,
    currency: summary.currency,
    login_time: formatGmt(startMs),
    current_time: formatGmt(nowMs),
    session_duration: duration(nowMs - startMs),
    turnover: formatMinorUnits(minor(summary.buy_amount), decimals),
    profit_loss: formatMinorUnits(subtractMinorUnits(minor(summary.sell_amount), minor(summary.buy_amount)), decimals),
    contracts_bought: summary.buy_count,
    contracts_sold: summary.sell_count,
    open_contracts: summary.open_contract_count,
    potential_profit: formatMinorUnits(minor(summary.potential_profit), decimals),
  };
}
