import type { OpenContract, Sale } from '../../api/endpoints/contracts';
import { currencyDecimals } from '../../lib/currency';
import { localize } from '../../lib/localize';
import { subtractMinorUnits, toMinorUnits } from '../../lib/money';
import { moneyText } from '../../lib/money-text';
import { formatGmt } from '../../lib/time';
import { SELL_LIMIT_CODE, sellState } from './contract-status';
import type { SaleRefusal } from './useContractSale';

interface Props {
  contract: OpenContract;
  sold: Sale | undefined;
  refusal: SaleRefusal | undefined;
  selling: boolean;
  onSell(): void;
}

/** Won or lost by what the contract paid back against what it cost, or by its status before a price. */
function resultText(contract: OpenContract, paid: number | null | undefined): string {
  const decimals = currencyDecimals(contract.currency ?? 'USD');
  const won =
    paid == null
      ? contract.status === 'won'
      : subtractMinorUnits(toMinorUnits(paid, decimals), toMinorUnits(contract.buy_price ?? 0, decimals)) > 0;
  return won ? localize('This contract won') : localize('This contract lost');
}

/**
 * The closed view: a contract sold before its end says, in two sentences, what it was sold for and the
 * transaction reference; one that ran to its end (status won or lost) was not sold by anyone and says
 * only its end time and result.
 */
function SoldView({ contract, sold }: { contract: OpenContract; sold: Sale | undefined }) {
  const soldFor = sold?.sold_for ?? (contract.status === 'sold' ? contract.sell_price : undefined);
  const reference = sold?.transaction_id ?? contract.transaction_ids?.sell;
  const currency = contract.currency ?? 'USD';
  return (
    <div className="contract-popup__sold">
      {soldFor == null ? null : (
        <p className="contract-popup__sale" data-testid="sold">
          <span>{localize('Sold for [_1].', moneyText(soldFor, currency))}</span>{' '}
          <span>{localize('Your transaction reference is [_1].', String(reference ?? '-'))}</span>
        </p>
      )}
      <dl className="contract-popup__table">
        <dt>{localize('End time')}</dt>
        <dd>{contract.sell_time == null ? '-' : formatGmt(contract.sell_time * 1000)}</dd>
        <dt>{localize('Result')}</dt>
        <dd data-testid="result">{resultText(contract, soldFor ?? contract.sell_price)}</dd>
      </dl>
    </div>
  );
}

function RefusalText({ refusal }: { refusal: SaleRefusal }) {
  const text = refusal.code === SELL_LIMIT_CODE ? localize('You have reached the limit.') : refusal.message;
  return (
    <p role="alert" className="contract-popup__error" data-testid="sell-error">
      {text}
    </p>
  );
}

/** Below the info table: Sell at market while the contract may be sold, otherwise why not, or the sale. */
export function SellArea({ contract, sold, refusal, selling, onSell }: Props) {
  const state = sold ? 'closed' : sellState(contract);
  return (
    <div className="contract-popup__sell" data-testid="sell-area" data-state={state}>
      {state === 'closed' ? <SoldView contract={contract} sold={sold} /> : null}
      {state === 'sell' ? (
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={selling}
            onClick={onSell}
            data-testid="sell"
          >
            {localize('Sell at market')}
          </button>
          <p className="contract-popup__note">
            {localize(
              'Note: the contract is sold at the market price when the request reaches our servers; it may differ from the indicative price.',
            )}
          </p>
        </>
      ) : null}
      {state === 'not-started' ? <p data-testid="sell-message">{localize('Contract has not started yet')}</p> : null}
      {state === 'waiting-settlement' ? (
        <p data-testid="sell-message">{localize('Waiting for contract settlement.')}</p>
      ) : null}
      {state === 'resale-not-offered' ? <p data-testid="sell-message">{localize('Resale not offered')}</p> : null}
      {refusal ? <RefusalText refusal={refusal} /> : null}
    </div>
  );
}
