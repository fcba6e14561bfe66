import { useSelector } from 'react-redux';
import { localize } from '../../lib/localize';
import { Notice } from '../../ui/Notice';
import { selectSession } from './session-slice';

/** Shown whenever the browser blocks web storage; nothing replaces it (trading-core §8). */
export function StorageNotice() {
  const { storageUnsupported } = useSelector(selectSession);
  if (!storageUnsupported) return null;
  return (
    <Notice tone="error" base="site-notice" testId="storage-notice">
      {localize(
        "[_1] requires your browser's web storage to be enabled in order to function properly. Please enable it or exit private browsing mode.",
        'Strike',
      )}
    </Notice>
  );
}
