import { useEffect, useState } from 'react';
import { SCROLL_TO_TOP_AFTER_PX } from '../lib/constants';
import { localize } from '../lib/localize';

/** A button back to the top of the page, shown once the page is scrolled past 100 px. */
export function ScrollToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_TO_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={localize('Scroll to top')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑
    </button>
  );
}
