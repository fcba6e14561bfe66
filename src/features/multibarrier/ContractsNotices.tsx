import { TRADING_TEXTS } from '../trading';
import { localize } from '../../lib/localize';
import { MB_TEXTS } from './mb-texts';
import type { ContractsStatus, ReadyStatus } from './page-status';
import { RemainingTime } from './RemainingTime';

interface Props {
  contracts: ContractsStatus;
  priceError: ReadyStatus<unknown>['priceError'];
  now: () => number;
}

/** Above the prices: the contracts' refusal or the period's remaining time, the prices' refusal, loading. */
export function ContractsNotices({ contracts, priceError, now }: Props) {
  const selection = contracts.kind === 'offered' ? contracts.selection : undefined;
  return (
    <>
      {contracts.kind === 'failed' ? (
        <p className="notice notice--error" role="alert" data-testid="contracts-error">
          {contracts.message}
        </p>
      ) : null}
      {selection?.period ? <RemainingTime expiry={selection.period.expiry} now={now} /> : null}
      {priceError ? (
        <p className="notice notice--error" role="alert" data-testid="proposal-error">
          {priceError.message || TRADING_TEXTS.generic()}
        </p>
      ) : null}
      {selection?.offer?.allExpired ? (
        <p className="notice notice--info" role="status" data-testid="all-expired">
          {MB_TEXTS.allExpired()}
        </p>
      ) : null}
      {contracts.kind === 'loading' ? (
        <p className="mb-page__loading" role="status">
          {localize('Loading…')}
        </p>
      ) : null}
    </>
  );
}
