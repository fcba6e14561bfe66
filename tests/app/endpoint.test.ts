import { describe, expect, it } from 'vitest';
import { defaultAppId, socketUrl, ENDPOINT_STORAGE_KEYS } from '../../src/api/socket/endpoint';

const site = {
  protocol: 'https:',
  host: 'trade.example.com',
  hostname: 'trade.example.com',
  pathname: '/en/trading.html',
};

function storageWith(values: Record<string, string>) {
  return { getItem: (key: string) => values[key] ?? null };
}

describe('socket endpoint', () => {
  it.each([
    [{ hostname: 'localhost', pathname: '/en/trading.html' }, '1159'],
    [{ hostname: '127.0.0.1', pathname: '/' }, '1159'],
    [{ hostname: 'trade.example.com', pathname: '/app/en/trading.html' }, '15265'],
    [{ hostname: 'trade.example.com', pathname: '/en/trading.html' }, '1'],
  ])('picks the app id for %o', (location, appId) => {
    expect(defaultAppId(location)).toBe(appId);
  });

  it("uses the site's own socket path with the app id and the upper-case language", () => {
    expect(socketUrl({ location: site, storage: storageWith({}), language: 'zh_cn' })).toBe(
      'wss://trade.example.com/websockets/v3?app_id=1&l=ZH_CN',
    );
  });

  it('uses plain ws on a plain http page', () => {
    const url = socketUrl({ location: { ...site, protocol: 'http:' }, storage: undefined, language: 'EN' });
    expect(url).toBe('ws://trade.example.com/websockets/v3?app_id=1&l=EN');
  });

  it('honours the endpoint settings saved in local storage', () => {
    const storage = storageWith({
      [ENDPOINT_STORAGE_KEYS.serverUrl]: 'ws.example.net',
      [ENDPOINT_STORAGE_KEYS.appId]: '1098',
    });
    expect(socketUrl({ location: site, storage, language: 'DE' })).toBe(
      'wss://ws.example.net/websockets/v3?app_id=1098&l=DE',
    );
  });
});
