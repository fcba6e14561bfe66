/**
 * The documents a client may upload (accounts-and-money §5 "Documents"): what the platform calls each,
 * which sides of it are sent, and whether it is an identity document (its number and expiry date are
 * required).
 */

/** A file of a document: a side of it, the selfie's photo, or the whole document (proof of address). */
export type DocumentSide = 'front' | 'back' | 'photo' | 'document';

export interface DocumentKind {
  /** The label of the choice (a catalogue text). */
  label: 'Passport' | 'Identity card' | 'Driving licence' | 'Proof of address' | 'Selfie';
  /** document_upload's document_type. */
  documentType: string;
  sides: readonly DocumentSide[];
  /** Needs the ID number and the expiry date. */
  identity: boolean;
  /** PDF is accepted besides images. */
  acceptsPdf: boolean;
}

export const DOCUMENT_KINDS = {
  passport: { label: 'Passport', documentType: 'passport', sides: ['front'], identity: true, acceptsPdf: true },
  identity_card: {
    label: 'Identity card',
    documentType: 'national_identity_card',
    sides: ['front', 'back'],
    identity: true,
    acceptsPdf: true,
  },
  driving_licence: {
    label: 'Driving licence',
    documentType: 'driving_licence',
    sides: ['front', 'back'],
    identity: true,
    acceptsPdf: true,
  },
  proof_of_address: {
    label: 'Proof of address',
    documentType: 'proofaddress',
    sides: ['document'],
    identity: false,
    acceptsPdf: true,
  },
  selfie: { label: 'Selfie', documentType: 'selfie_with_id', sides: ['photo'], identity: false, acceptsPdf: false },
} as const satisfies Record<string, DocumentKind>;

export type DocumentKindName = keyof typeof DOCUMENT_KINDS;

export function isDocumentKindName(name: string): name is DocumentKindName {
  return Object.hasOwn(DOCUMENT_KINDS, name);
}

/** document_upload's page_type of a side (a proof of address has none). */
export function pageTypeOf(side: DocumentSide): 'front' | 'back' | 'photo' | undefined {
  return side === 'document' ? undefined : side;
}
