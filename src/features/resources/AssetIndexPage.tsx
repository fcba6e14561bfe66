import { useAssetIndexQuery } from '../../api/endpoints/market-info';
import { useActiveSymbolsQuery } from '../../api/endpoints/markets';
import { durationLabel } from '../../lib/duration-text';
import { localize } from '../../lib/localize';
import { assetIndexGroups, type IndexedGroup } from './asset-index-groups';
import { ResourceMessage } from './ResourceMessage';
import './resources.css';

/**
 * The asset index (trading-core "asset_index"): per market and submarket, each underlying with the
 * contract categories it offers and their shortest and longest durations.
 */
export function AssetIndexPage() {
  const index = useAssetIndexQuery();
  const symbols = useActiveSymbolsQuery();
  const error = index.error ?? symbols.error;
  return (
    <section className="resources-page">
      <h1>{localize('Asset Index')}</h1>
      {error || !index.data || !symbols.data ? (
        <ResourceMessage error={error} />
      ) : (
        assetIndexGroups(index.data, symbols.data).map((market) => (
          <section key={market.name} className="resources-market" data-testid="asset-index-market">
            <h2>{market.name}</h2>
            {market.submarkets.map((submarket) => (
              <SubmarketTable key={submarket.name} submarket={submarket} />
            ))}
          </section>
        ))
      )}
    </section>
  );
}

function SubmarketTable({ submarket }: { submarket: IndexedGroup }) {
  return (
    <div className="resources-table__scroll">
      <table className="resources-table resources-table--grouped" data-testid="asset-index-table">
        <caption>{submarket.name}</caption>
        <thead>
          <tr>
            <th scope="col">{localize('Asset')}</th>
            <th scope="col">{localize('Contract type')}</th>
            <th scope="col">{localize('Minimum duration')}</th>
            <th scope="col">{localize('Maximum duration')}</th>
          </tr>
        </thead>
        {submarket.underlyings.map((underlying) => (
          <tbody key={underlying.symbol} data-symbol={underlying.symbol} data-testid="asset-index-underlying">
            {underlying.categories.map((category, row) => (
              <tr key={category.name} data-testid="asset-index-row">
                {row === 0 && (
                  <th scope="rowgroup" rowSpan={underlying.categories.length} className="resources-table__asset">
                    {underlying.name}
                  </th>
                )}
                <td>{category.name}</td>
                <td>{durationLabel(category.min)}</td>
                <td>{durationLabel(category.max)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
