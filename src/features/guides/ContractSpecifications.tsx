import { localize } from '../../lib/localize';
import { StackedTable, type StackedColumn } from '../../ui/StackedTable';
import { INSTRUMENTS } from './contract-specifications';

type Instrument = (typeof INSTRUMENTS)[number];

/** The table's columns, named in the page's language; the instrument names its row. */
const specificationColumns = (): StackedColumn<Instrument>[] => [
  { label: localize('Instrument'), cell: (instrument) => instrument.symbol, rowHeader: true },
  { label: localize('Market'), cell: (instrument) => localize(instrument.market) },
  { label: localize('Contract size'), cell: (instrument) => instrument.contractSize.toLocaleString('en-US') },
  { label: localize('Minimum volume'), cell: (instrument) => instrument.minimumVolume },
  { label: localize('Maximum leverage'), cell: (instrument) => `1:${instrument.maximumLeverage}` },
];

/** The table of the instruments MetaTrader 5 accounts trade, with their contract terms. */
export function ContractSpecifications() {
  return (
    <div className="content-page__table">
      <StackedTable
        columns={specificationColumns()}
        rows={INSTRUMENTS}
        rowKey={(instrument) => instrument.symbol}
        labelledBy="content-page-title"
      />
    </div>
  );
}
