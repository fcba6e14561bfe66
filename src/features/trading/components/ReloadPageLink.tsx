import { forgetStoredUnderlying } from '../stored-form';
import { TRADING_TEXTS } from '../trading-errors';

/** The stored underlying is what the platform refused: forget it, then load the page afresh. */
function reloadWithoutUnderlying(event: React.MouseEvent) {
  event.preventDefault();
  forgetStoredUnderlying();
  window.location.reload();
}

/** The 'Please reload the page' link that follows InvalidSymbol (trading-core §8). */
export function ReloadPageLink() {
  return (
    <a href={window.location.href} onClick={reloadWithoutUnderlying} data-testid="reload-page">
      {TRADING_TEXTS.reloadPage()}
    </a>
  );
}
