import { localize } from '../../lib/localize';
import type { DocumentSide } from './document-kinds';

/** The name of a file of a document, as its field and its status row say it. */
export function sideLabel(side: DocumentSide): string {
  switch (side) {
    case 'front':
      return localize('Front Side');
    case 'back':
      return localize('Reverse Side');
    case 'photo':
      return localize('Photo');
    case 'document':
      return localize('Document');
  }
}
