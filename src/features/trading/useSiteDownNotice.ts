import { useWebsiteStatusStreamQuery } from '../../api/endpoints/notices';
import { TRADING_TEXTS } from './trading-errors';

/**
 * What the page shows instead of its form and prices while the site is not up (website_status): the
 * platform's message, or that trading is unavailable. Undefined while the site is up. The socket sends
 * no request meanwhile, so the form could not be priced anyway.
 */
export function useSiteDownNotice(): string | undefined {
  const { data: site } = useWebsiteStatusStreamQuery();
  if (!site || site.site_status === 'up') return undefined;
  return site.message || TRADING_TEXTS.noSymbols();
}
