import { localize } from '../../lib/localize';
import '../../ui/stacked-table.css';
import { INSTRUMENTS } from './contract-specifications';

/** The table of the instruments MetaTrader 5 accounts trade, with their contract terms. */
export function ContractSpecifications() {
  return (
    <div className="content-page__table">
      <table className="stacked-table" aria-labelledby="content-page-title">
        <thead>
          <tr>
            <th scope="col">{localize('Instrument')}</th>
            <th scope="col">{localize('Market')}</th>
            <th scope="col">{localize('Contract size')}</th>
            <th scope="col">{localize('Minimum volume')}</th>
            <th scope="col">{localize('Maximum leverage')}</th>
          </tr>
        </thead>
        <tbody>
          {INSTRUMENTS.map((instrument) => (
            <tr key={instrument.symbol}>
              <th scope="row">{instrument.symbol}</th>
              <td data-label={localize('Market')}>{localize(instrument.market)}</td>
              <td data-label={localize('Contract size')}>{instrument.contractSize.toLocaleString('en-US')}</td>
              <td data-label={localize('Minimum volume')}>{instrument.minimumVolume}</td>
              <td data-label={localize('Maximum leverage')}>{`1:${instrument.maximumLeverage}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
