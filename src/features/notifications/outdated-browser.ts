/** The oldest browsers the site supports (accounts-and-money §9). */
const MINIMUM_VERSIONS = { 'Internet Explorer': 11, Safari: 9, Chrome: 65 } as const;

type Browser = keyof typeof MINIMUM_VERSIONS;

function browserOf(userAgent: string): { name: Browser; version: number } | undefined {
  const ie = /MSIE (\d+)/.exec(userAgent);
  if (ie) return { name: 'Internet Explorer', version: Number(ie[1]) };
  if (/Trident\/7\./.test(userAgent)) return { name: 'Internet Explorer', version: 11 };
  if (/Edge?\//.test(userAgent) || /OPR\//.test(userAgent)) return undefined;
  const chrome = /(?:Chrome|Chromium|CriOS)\/(\d+)/.exec(userAgent);
  if (chrome) return { name: 'Chrome', version: Number(chrome[1]) };
  const safari = /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//.exec(userAgent);
  if (safari) return { name: 'Safari', version: Number(safari[1]) };
  return undefined;
}

/** "Chrome 49" when the user agent is older than the site supports, otherwise undefined. */
export function outdatedBrowser(userAgent: string): string | undefined {
  const browser = browserOf(userAgent);
  if (!browser || browser.version >= MINIMUM_VERSIONS[browser.name]) return undefined;
  return `${browser.name} ${browser.version}`;
}
