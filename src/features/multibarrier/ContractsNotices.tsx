import { TRADING_TEXTS } from '../trading';
import { localize } from '../../lib/localize';
import { Notice } from '../../ui/Notice';
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
        <Notice tone="error" testId="contracts-error">
          {contracts.message}
        </Notice>
      ) : null}
      {selection?.period ? <RemainingTime expiry={selection.period.expiry} now={now} /> : null}
      {priceError ? (
        <Notice tone="error" testId="proposal-error">
          {priceError.message || TRADING_TEXTS.generic()}
        </Notice>
      ) : null}
      {selection?.offer?.allExpired ? (
        <Notice tone="info" testId="all-expired">
          {MB_TEXTS.allExpired()}
        </Notice>
      ) : null}
      {contracts.kind === 'loading' ? (
        <p className="mb-page__loading" role="status">
          {localize('Loading…')}
        </p>
      ) : null}
    </>
  );
}
