import { useSelector } from 'react-redux';
import { localize } from '../../lib/localize';
import { selectSession } from './session-slice';

/** Shown whenever the browser blocks web storage; nothing replaces it (trading-core §8). */
export function StorageNotice() {
  const { storageUnsupported } = useSelector(selectSession);
  if (!storageUnsupported) return null;
  return (
    <p className="site-notice site-notice--error" role="alert" data-testid="storage-notice">
      {localize(
        "[_1] requires your browser's web storage to be enabled in order to function properly. Please enable it or exit private browsing mode.",
        'Strike',
      )}
    </p>
  );
}
