import { Suspense, type ComponentProps } from 'react';
import { browserChunkFailureHandling } from '../../lib/chunk-failures';
import { lazyChunk } from '../../lib/lazy-chunk';
import type { ContractPopup as Popup } from './ContractPopup';

/** The popup's code is a chunk of its own: pages that can open it do not load it until one opens. */
const PopupChunk = lazyChunk(
  'contract popup',
  () => import('./ContractPopup').then((module) => module.ContractPopup),
  browserChunkFailureHandling,
);

/** The contract-details popup, its code loaded the first time a popup opens. */
export function ContractPopup(props: ComponentProps<typeof Popup>) {
  return (
    <Suspense fallback={null}>
      <PopupChunk {...props} />
    </Suspense>
  );
}
