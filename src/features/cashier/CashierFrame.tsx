import { useEffect, useState } from 'react';
import { after } from '../../lib/timers';
import { CASHIER_LOADER_DELAY_MS, CRYPTO_CASHIER_FRAME_HEIGHT_PX } from '../../lib/constants';
import { localize } from '../../lib/localize';
import { Spinner } from '../../ui/Spinner';
import { useTimers } from '../../ui/timers-context';
import { postedFrameHeight } from './frame-height';

/**
 * The cashier page the platform linked, in a frame (accounts-and-money §4): the loader stays until
 * 1 s after the page has loaded; a crypto cashier is 700 px tall, any other as tall as the page it
 * shows says, in a message from the cashier's own origin.
 */
export function CashierFrame({ url, crypto }: { url: string; crypto: boolean }) {
  const timers = useTimers();
  const [loaded, setLoaded] = useState(false);
  const [loading, setLoading] = useState(true);
  const [postedHeight, setPostedHeight] = useState<number>();

  useEffect(() => {
    if (crypto) return;
    const onMessage = (event: MessageEvent) => {
      const height = postedFrameHeight(event, url);
      if (height !== undefined) setPostedHeight(height);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, crypto]);

  useEffect(
    () => (loaded ? after(timers, CASHIER_LOADER_DELAY_MS, () => setLoading(false)) : undefined),
    [loaded, timers],
  );

  const height = crypto ? CRYPTO_CASHIER_FRAME_HEIGHT_PX : postedHeight;
  return (
    <div className="cashier__frame">
      {loading && <Spinner />}
      <iframe
        src={url}
        title={localize('Cashier')}
        data-testid="cashier-frame"
        style={height === undefined ? undefined : { height: `${height}px` }}
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}
