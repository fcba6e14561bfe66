import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { localize } from '../../lib/localize';

/** The payment methods, each a collapsible item whose id an `anchor` query parameter names. */
const METHODS = [
  {
    id: 'bank_wire',
    title: () => localize('Bank wire'),
    text: () =>
      localize('Deposits arrive in 1 to 3 business days; withdrawals are paid to the bank account you deposited from.'),
  },
  {
    id: 'cards',
    title: () => localize('Credit and debit cards'),
    text: () => localize('Visa and Mastercard deposits arrive at once; withdrawals go back to the card.'),
  },
  {
    id: 'ewallets',
    title: () => localize('E-wallets'),
    text: () =>
      localize('Skrill, Neteller and other e-wallets: deposits arrive at once, withdrawals within one business day.'),
  },
  {
    id: 'cryptocurrencies',
    title: () => localize('Cryptocurrencies'),
    text: () =>
      localize(
        'Bitcoin, Bitcoin Cash, Ethereum, Litecoin and Tether accounts deposit and withdraw through the cryptocurrency cashier, once the network confirms the transaction.',
      ),
  },
] as const;

/**
 * The payment methods as collapsible items (accounts-and-money §2 "Cashier info page"): the item an
 * `anchor` query parameter names is open and scrolled to.
 */
export function PaymentMethods() {
  const [search] = useSearchParams();
  const anchor = search.get('anchor');
  useEffect(() => {
    if (anchor && METHODS.some((method) => method.id === anchor)) document.getElementById(anchor)?.scrollIntoView?.();
  }, [anchor]);
  return (
    <div className="cashier__methods">
      {METHODS.map((method) => (
        <details key={method.id} id={method.id} className="cashier__method" open={method.id === anchor}>
          <summary>{method.title()}</summary>
          <p>{method.text()}</p>
        </details>
      ))}
    </div>
  );
}
