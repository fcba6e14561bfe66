import { describe, expect, it } from 'vitest';
import { callbackBase, callbackUrl, isRegistrableRedirectUri } from '../../../simulator/server/oauth/callback-url';

describe('a registrable redirect URL', () => {
  it.each([
    'https://app.example.com/{lang}/logged_inws.html',
    'http://127.0.0.1:41234/{lang}/logged_inws.html',
    'http://localhost:5173/callback?from=login',
  ])('is a full http(s) URL: %s', (value) => {
    expect(isRegistrableRedirectUri(value)).toBe(true);
  });

  it.each([
    '/en/logged_inws.html',
    '/\\evil.example/x',
    '//evil.example/x',
    'javascript:alert(1)',
    'ftp://app.example.com/cb',
    'https://user:pass@app.example.com/cb',
    'https://app.example.com/cb#token',
    `https://app.example.com/${'x'.repeat(2000)}`,
    '',
  ])('is nothing else: %s', (value) => {
    expect(isRegistrableRedirectUri(value)).toBe(false);
  });
});

describe('the callback', () => {
  it("puts the log-in's language for {lang}, English when it has none or a strange one", () => {
    const registered = 'https://app.example.com/{lang}/logged_inws.html';
    expect(callbackBase(registered, 'ZH_CN')).toBe('https://app.example.com/zh_cn/logged_inws.html');
    expect(callbackBase(registered, null)).toBe('https://app.example.com/en/logged_inws.html');
    expect(callbackBase(registered, '../../x')).toBe('https://app.example.com/en/logged_inws.html');
    expect(callbackBase('https://app.example.com/cb', 'DE')).toBe('https://app.example.com/cb');
  });

  it('carries every account and the state, after the query the URL has', () => {
    const accounts = [
      { loginid: 'CR1', token: 't&1', currency: 'USD' },
      { loginid: 'VRTC2', token: 't2', currency: '' },
    ];
    expect(callbackUrl('https://app.example.com/cb?x=1', accounts, 'a b')).toBe(
      'https://app.example.com/cb?x=1&acct1=CR1&token1=t%261&cur1=USD&acct2=VRTC2&token2=t2&cur2=&state=a+b',
    );
    expect(callbackUrl('https://app.example.com/cb', accounts.slice(0, 1), null)).toBe(
      'https://app.example.com/cb?acct1=CR1&token1=t%261&cur1=USD',
    );
  });
});
