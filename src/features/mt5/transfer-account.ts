/** The client's trading account on the other side of an MT5 transfer. */
export interface TradingAccount {
  loginid: string;
  currency: string;
  /** Its balance from the balance stream, in the currency's units. */
  balance: number;
}

/** What a transfer form reports when the server accepted it. */
export interface TransferDone {
  amount: string;
  currency: string;
  from: string;
  to: string;
}
