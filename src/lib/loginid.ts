import { localize } from './localize';

/**
 * trading-core §3: MX, MF, VRTC, MLT, CR or FOG followed by digits. Case-insensitive, as the
 * earlier product checked stored log-ins; the server itself sends upper case.
 */
const VALID_LOGINID = /^(?:MX|MF|VRTC|MLT|CR|FOG)\d+$/i;

export type AccountKind = 'virtual' | 'financial' | 'gaming' | 'real';

export function isValidLoginid(loginid: string): boolean {
  return VALID_LOGINID.test(loginid);
}

/** VR virtual, MF financial, MLT or MX gaming; everything else (CR, FOG) is a real account. */
export function accountKindOf(loginid: string): AccountKind {
  const upper = loginid.toUpperCase();
  if (upper.startsWith('VR')) return 'virtual';
  if (upper.startsWith('MF')) return 'financial';
  if (upper.startsWith('MLT') || upper.startsWith('MX')) return 'gaming';
  return 'real';
}

/** The account's title in the current language: Virtual, Investment, Gaming or Real. */
export function accountTitle(loginid: string): string {
  switch (accountKindOf(loginid)) {
    case 'virtual':
      return localize('Virtual');
    case 'financial':
      return localize('Investment');
    case 'gaming':
      return localize('Gaming');
    case 'real':
      return localize('Real');
  }
}
