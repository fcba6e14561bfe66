import type { AssetIndexResponse } from '../../../schemas/generated/types';
import { displayNameIn } from '../../domain/markets/display-names';
import { CATEGORY_INFO } from '../../domain/markets/contract-catalogue';
import { durationRange } from '../../domain/markets/durations';
import type { HandlerTable } from '../handler';
import { offeredCategories, offeringsOf } from '../support/market-access';

type Entry = AssetIndexResponse['asset_index'][number];

export const assetIndexHandlers: HandlerTable = {
  asset_index: {
    handle: (context) => {
      const offerings = offeringsOf(context);
      const { language } = context.session;
      const entries = context.world.markets.list().flatMap((underlying): Entry[] => {
        const categories = offeredCategories(underlying, offerings).flatMap((category) => {
          const range = durationRange(underlying, category);
          return range
            ? [
                [category, displayNameIn(CATEGORY_INFO[category].display, language), ...range] as [
                  string,
                  string,
                  string,
                  string,
                ],
              ]
            : [];
        });
        return categories.length === 0
          ? []
          : [[underlying.symbol, displayNameIn(underlying.display_name, language), categories]];
      });
      return { asset_index: entries };
    },
  },
};
