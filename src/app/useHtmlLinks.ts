import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** The in-app address of a click on a link to a .html page of this site, or undefined to let the browser go. */
export function inAppTarget(event: MouseEvent, origin: string): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin || !url.pathname.endsWith('.html')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Links to .html pages of this site open without a full reload, also plain anchors that are not
 * router links (trading-core §2).
 */
export function useHtmlLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = inAppTarget(event, window.location.origin);
      if (target === undefined) return;
      event.preventDefault();
      navigate(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
