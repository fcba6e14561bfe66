import type { TransferAccount } from '../../api/endpoints/account-transfer';
import type { WebsiteStatus } from '../../api/endpoints/notices';
import { isCryptoCurrency } from '../../lib/currency';
import { localize } from '../../lib/localize';
import { moneyText } from '../../lib/money-text';
import { minimumFee, transferFeePercent } from './transfer-rules';

/**
 * accounts-and-money §6, §9: transfers between fiat and crypto cost a fee, 1% unless the platform
 * advertises another, and never less than one unit of the currency the money leaves.
 */
export function TransferFeeNote({
  from,
  targets,
  config,
}: {
  from: TransferAccount;
  targets: readonly TransferAccount[];
  config: WebsiteStatus['currencies_config'];
}) {
  const other = targets.find((target) => isCryptoCurrency(target.currency) !== isCryptoCurrency(from.currency))!;
  const [fiat, crypto] = isCryptoCurrency(from.currency) ? [other, from] : [from, other];
  const percent = (source: TransferAccount, target: TransferAccount) =>
    `${transferFeePercent(source.currency, target.currency, config)}%`;
  return (
    <div className="account-transfer__fee" data-testid="transfer-fee">
      <p>{localize('Transfer funds between your fiat and cryptocurrency accounts for a fee:')}</p>
      <ul>
        <li>{localize('From fiat to cryptocurrency: [_1] transfer fee', percent(fiat, crypto))}</li>
        <li>{localize('From cryptocurrency to fiat: [_1] transfer fee', percent(crypto, fiat))}</li>
      </ul>
      <p>{localize('The minimum fee is [_1].', moneyText(minimumFee(from.currency), from.currency))}</p>
    </div>
  );
}
