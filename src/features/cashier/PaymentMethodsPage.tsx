import { localize } from '../../lib/localize';
import { PaymentMethods } from './PaymentMethods';
import './cashier.css';

/** cashier/payment_methods: the payment methods, the one an `anchor` parameter names open. */
export function PaymentMethodsPage() {
  return (
    <section className="card cashier" aria-labelledby="payment-methods-title">
      <h1 id="payment-methods-title">{localize('Payment methods')}</h1>
      <PaymentMethods />
    </section>
  );
}
