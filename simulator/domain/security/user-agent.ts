/** What login_history shows of a user agent string: browser and version, operating system, device. */
export interface UserAgentSummary {
  browser: string;
  version: string;
  os: string;
  device: 'desktop' | 'mobile' | 'unknown';
}

const BROWSERS: [string, RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Firefox', /Firefox\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS|HeadlessChrome)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
];
const SYSTEMS: [string, RegExp][] = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['Mac OS X', /Mac OS X/],
  ['Linux', /Linux/],
];

export function summariseUserAgent(userAgent: string): UserAgentSummary {
  const browser = BROWSERS.find(([, pattern]) => pattern.test(userAgent));
  const os = SYSTEMS.find(([, pattern]) => pattern.test(userAgent));
  return {
    browser: browser?.[0] ?? 'Unknown',
    version: (browser && browser[1].exec(userAgent)?.[1]) ?? '',
    os: os?.[0] ?? 'Unknown',
    device: userAgent === '' ? 'unknown' : /Mobile|Android|iPhone/.test(userAgent) ? 'mobile' : 'desktop',
  };
}
