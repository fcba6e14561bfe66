import { useLimitsQuery } from '../../api/endpoints/limits';
import { useUsdRatesQuery, type Mt5Login } from '../../api/endpoints/mt5';
import { localize } from '../../lib/localize';
import { DepositForm } from './DepositForm';
import type { TradingAccount, TransferDone } from './transfer-account';
import { depositLimits, withdrawalLimits } from './transfer-rules';
import { WithdrawalForm } from './WithdrawalForm';

/**
 * The deposit or withdrawal form of one MT5 account, with limits converted by the latest USD rates;
 * a deposit, which the trading account pays, also stays within what that account may still withdraw.
 */
export function TransferPanel({
  kind,
  mt5,
  trading,
  onDone,
}: {
  kind: 'deposit' | 'withdrawal';
  mt5: Mt5Login;
  trading: TradingAccount;
  onDone: (done: TransferDone) => void;
}) {
  const { data: rates, isError: ratesMissing } = useUsdRatesQuery();
  const accountLimits = useLimitsQuery(trading.loginid, { skip: kind !== 'deposit' });
  if (!rates && !ratesMissing) return null;
  if (kind === 'deposit' && accountLimits.isLoading) return null;
  const limits =
    rates &&
    (kind === 'deposit'
      ? accountLimits.data && depositLimits(rates, trading.currency, accountLimits.data.remainder)
      : withdrawalLimits(rates, mt5.currency ?? ''));
  if (!limits)
    return (
      <p className="form__error" role="alert">
        {localize('Sorry, an error occurred while processing your request.')}
      </p>
    );
  // The key starts a fresh form for another account or kind.
  return kind === 'deposit' ? (
    <DepositForm key={`deposit-${mt5.login}`} mt5={mt5} from={trading} limits={limits} onDone={onDone} />
  ) : (
    <WithdrawalForm key={`withdrawal-${mt5.login}`} mt5={mt5} to={trading} limits={limits} onDone={onDone} />
  );
}
