import type { ComponentType } from 'react';
import { ContentPage } from './ContentPage';
import { ContractSpecifications } from './ContractSpecifications';
import { EconomicCalendar } from './EconomicCalendar';
import { CONTENT_PAGE_NAMES, pageContent, type ContentPageName } from './content';
import { withheldOffers } from './offers';
import { useResidence } from './useResidence';

/** What some content pages show after their texts. */
const EXTRAS: Partial<Record<ContentPageName, ComponentType>> = {
  'metatrader/contract-specifications': ContractSpecifications,
  economic_calendar: EconomicCalendar,
};

/** The page component of a content page: its texts laid out for the visitor's residence, then its extra. */
function contentPage(name: ContentPageName): ComponentType {
  const Extra = EXTRAS[name];
  function Page() {
    const residence = useResidence();
    return (
      <ContentPage content={pageContent(name)} withheld={withheldOffers(residence)}>
        {Extra && <Extra />}
      </ContentPage>
    );
  }
  Page.displayName = `ContentPage(${name})`;
  return Page;
}

/** Each guide and product page's component, by its path. */
export const CONTENT_PAGES = Object.fromEntries(CONTENT_PAGE_NAMES.map((name) => [name, contentPage(name)])) as Record<
  ContentPageName,
  ComponentType
>;
