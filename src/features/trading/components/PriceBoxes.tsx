import { useCallback, useState } from 'react';
import type { Purchase } from '../../../api/endpoints/contracts';
import { ContractPopup } from '../../contract';
import type { ProposalPlan } from '../form';
import { PriceBox } from './PriceBox';
import { PurchaseConfirmation } from './PurchaseConfirmation';
import { localize } from '../../../lib/localize';

interface Props {
  plan: ProposalPlan;
  parameters: ProposalPlan['parameters'];
  /** The form has changed since `parameters`: their prices may be shown but not bought. */
  pending: boolean;
  loggedIn: boolean;
}

/** The purchase area: up to three price boxes (top, middle, bottom), or the confirmation after a buy. */
export function PriceBoxes({ plan, parameters, pending, loggedIn }: Props) {
  const [bought, setBought] = useState<{ purchase: Purchase; currency: string } | undefined>();
  const onPurchased = useCallback((purchase: Purchase, currency: string) => setBought({ purchase, currency }), []);

  const [viewing, setViewing] = useState<number | undefined>();
  const formInError = Object.keys(plan.errors).length > 0;

  if (bought) {
    return (
      <>
        <PurchaseConfirmation
          purchase={bought.purchase}
          currency={bought.currency}
          onClose={() => setBought(undefined)}
          onView={setViewing}
        />
        {viewing === undefined ? null : <ContractPopup contractId={viewing} onClose={() => setViewing(undefined)} />}
      </>
    );
  }
  return (
    <div className="price-boxes" data-testid="price-boxes">
      {plan.boxes.map((box) => (
        <PriceBox
          key={`${box.position}-${box.contractType}`}
          position={box.position}
          label={localize(box.label)}
          contractType={box.contractType}
          parameters={parameters}
          pending={pending}
          formInError={formInError}
          loggedIn={loggedIn}
          onPurchased={onPurchased}
        />
      ))}
    </div>
  );
}
