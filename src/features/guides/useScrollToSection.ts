import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the section the address's hash names, when the page opens and when the hash changes:
 * the router changes the address without the browser's own jump to the anchor.
 */
export function useScrollToSection(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}
