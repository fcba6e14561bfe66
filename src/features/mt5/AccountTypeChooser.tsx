import { localize } from '../../lib/localize';
import { kindsOffered, kindTitle, mt5Leverage, needsCnmvWarning, type Mt5Kind, type Mt5Money } from './account-types';
import { CnmvWarning } from './CnmvWarning';
import { UpgradeMessage } from './UpgradeMessage';

export interface Mt5Client {
  landingCompany: string;
  residence: string;
  isVirtual: boolean;
}

/**
 * Steps 1 and 2 of a new MT5 account: demo or real money, then the kind with its leverage. Next is
 * enabled once a kind is picked and its prerequisites hold: a virtual client is sent to upgrade
 * before a real account; a Spain resident reads the CNMV warning before a demo financial one.
 */
export function AccountTypeChooser({
  client,
  money,
  kind,
  onMoney,
  onKind,
  onNext,
}: {
  client: Mt5Client;
  money: Mt5Money | undefined;
  kind: Mt5Kind | undefined;
  onMoney: (money: Mt5Money) => void;
  onKind: (kind: Mt5Kind) => void;
  onNext: () => void;
}) {
  const kinds = money ? kindsOffered(money, client.isVirtual ? 'virtual' : client.landingCompany) : [];
  const needsUpgrade = money === 'real' && client.isVirtual;
  const chosen = kind && kinds.includes(kind) ? kind : undefined;
  return (
    <div className="mt5__chooser" role="group" aria-label={localize('New account')}>
      <fieldset className="mt5__choice">
        <legend>{localize('Demo or real money?')}</legend>
        {(['demo', 'real'] as const).map((each) => (
          <label key={each} className="mt5__option">
            <input type="radio" name="mt5-money" checked={money === each} onChange={() => onMoney(each)} />
            {each === 'demo' ? localize('Demo') : localize('Real-Money')}
          </label>
        ))}
      </fieldset>
      {needsUpgrade && <UpgradeMessage />}
      {kinds.length > 0 && (
        <fieldset className="mt5__choice">
          <legend>{localize('Type')}</legend>
          {kinds.map((each) => (
            <label key={each} className="mt5__option">
              <input type="radio" name="mt5-kind" checked={chosen === each} onChange={() => onKind(each)} />
              {kindTitle(each)}
              <span className="mt5__leverage">
                {localize('Leverage')} 1:{mt5Leverage(each, client.landingCompany)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {money && chosen && needsCnmvWarning(money, chosen, client.residence) && <CnmvWarning />}
      <div className="form__actions">
        <button type="button" className="button button--primary" disabled={!chosen || needsUpgrade} onClick={onNext}>
          {localize('Next')}
        </button>
      </div>
    </div>
  );
}
