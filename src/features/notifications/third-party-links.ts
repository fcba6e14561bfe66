/** A link to a site of someone else that a click is about to follow. */
export interface ThirdPartyLink {
  href: string;
  /** The link opens in another tab or window (`target="_blank"` and the like). */
  newWindow: boolean;
}

/**
 * The third-party link a click follows, or undefined when the click stays with this product: a
 * primary click on a link to a web address whose origin is none of `ownOrigins` (the app's and the
 * platform's). Other schemes (mailto:, tel:) and clicks a handler already took are left alone.
 */
export function thirdPartyLinkOf(event: MouseEvent, ownOrigins: readonly string[]): ThirdPartyLink | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (ownOrigins.includes(url.origin)) return undefined;
  const newWindow =
    Boolean(anchor.target && anchor.target !== '_self') || event.ctrlKey || event.metaKey || event.shiftKey;
  return { href: url.href, newWindow };
}
