import { describe, expect, it } from 'vitest';
import type { AssetIndexEntry } from '../../src/api/endpoints/market-info';
import type { ActiveSymbol } from '../../src/api/endpoints/markets';
import { assetIndexGroups } from '../../src/features/resources/asset-index-groups';

const symbol = (symbol: string, market: string, submarket: string) =>
  ({ symbol, market_display_name: market, submarket_display_name: submarket }) as ActiveSymbol;

const entries: AssetIndexEntry[] = [
  ['R_100', 'Volatility 100 Index', [['callput', 'Rise/Fall', '5t', '365d']]],
  [
    'frxEURUSD',
    'EUR/USD',
    [
      ['callput', 'Rise/Fall', '15m', '365d'],
      ['touchnotouch', 'Touch/No Touch', '1d', '365d'],
    ],
  ],
  ['frxAUDJPY', 'AUD/JPY', [['callput', 'Rise/Fall', '1d', '365d']]],
  ['OTC_DJI', 'Wall Street Index', [['callput', 'Rise/Fall', '1d', '365d']]],
];

describe('the asset index by market and submarket', () => {
  it('groups each underlying under its market and submarket, in the order active_symbols lists them', () => {
    const active = [
      symbol('frxAUDJPY', 'Forex', 'Minor Pairs'),
      symbol('frxEURUSD', 'Forex', 'Major Pairs'),
      symbol('R_100', 'Synthetic Indices', 'Continuous Indices'),
    ];
    expect(assetIndexGroups(entries, active)).toEqual([
      {
        name: 'Forex',
        submarkets: [
          {
            name: 'Minor Pairs',
            underlyings: [
              { symbol: 'frxAUDJPY', name: 'AUD/JPY', categories: [{ name: 'Rise/Fall', min: '1d', max: '365d' }] },
            ],
          },
          {
            name: 'Major Pairs',
            underlyings: [
              {
                symbol: 'frxEURUSD',
                name: 'EUR/USD',
                categories: [
                  { name: 'Rise/Fall', min: '15m', max: '365d' },
                  { name: 'Touch/No Touch', min: '1d', max: '365d' },
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'Synthetic Indices',
        submarkets: [
          {
            name: 'Continuous Indices',
            underlyings: [
              {
                symbol: 'R_100',
                name: 'Volatility 100 Index',
                categories: [{ name: 'Rise/Fall', min: '5t', max: '365d' }],
              },
            ],
          },
        ],
      },
    ]);
  });

  it('leaves out what active_symbols does not offer, and an offered symbol the index does not know', () => {
    const groups = assetIndexGroups(entries, [
      symbol('frxGBPUSD', 'Forex', 'Major Pairs'),
      symbol('R_100', 'Synthetic Indices', 'Continuous Indices'),
    ]);
    expect(groups.map((market) => market.name)).toEqual(['Synthetic Indices']);
  });
});
