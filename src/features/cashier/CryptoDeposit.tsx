import { currencyDisplayCode } from '../../lib/currency';
import { localize } from '../../lib/localize';

/** A crypto cashier's deposit answer (type api): the address this account's deposits go to. */
export function CryptoDeposit({ address, currency }: { address: string; currency: string }) {
  return (
    <div className="cashier__crypto" data-testid="crypto-deposit">
      <p>{localize('Send only [_1] to this address:', currencyDisplayCode(currency))}</p>
      <p className="cashier__address">{address}</p>
    </div>
  );
}
