// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { oauthBaseUrl, releaseFeedUrl, socketUrl } from '../../src/api/socket/endpoint';
import {
  readEndpointSettings,
  resetEndpointSettings,
  saveEndpointSettings,
} from '../../src/api/socket/endpoint-settings';

const location = {
  protocol: 'https:',
  host: 'strike.example',
  hostname: 'strike.example',
  pathname: '/en/trading.html',
};

beforeEach(() => localStorage.clear());

describe('endpoint settings', () => {
  it('save the server trimmed and lowercased and a numeric app id', () => {
    saveEndpointSettings(localStorage, { server: '  QA10.Example.COM ', appId: ' 1098 ' });
    expect(readEndpointSettings(localStorage)).toEqual({ server: 'qa10.example.com', appId: '1098' });
    expect(socketUrl({ location, storage: localStorage, language: 'de' })).toBe(
      'wss://qa10.example.com/websockets/v3?app_id=1098&l=DE',
    );
    expect(oauthBaseUrl(localStorage)).toBe('https://qa10.example.com/oauth2/authorize');
    expect(releaseFeedUrl(localStorage)).toBe('https://qa10.example.com/releases/latest');
  });

  it('keep the stored values when the input does not qualify', () => {
    saveEndpointSettings(localStorage, { server: 'qa10.example.com', appId: '1098' });
    saveEndpointSettings(localStorage, { server: '   ', appId: '10a' });
    expect(readEndpointSettings(localStorage)).toEqual({ server: 'qa10.example.com', appId: '1098' });
  });

  it('reset removes both, back to this site and its default app id', () => {
    saveEndpointSettings(localStorage, { server: 'qa10.example.com', appId: '1098' });
    resetEndpointSettings(localStorage);
    expect(readEndpointSettings(localStorage)).toEqual({ server: '', appId: '' });
    expect(socketUrl({ location, storage: localStorage, language: 'en' })).toBe(
      'wss://strike.example/websockets/v3?app_id=1&l=EN',
    );
    expect(oauthBaseUrl(localStorage)).toBe('/oauth2/authorize');
    expect(releaseFeedUrl(localStorage)).toBe('/releases/latest');
  });
});
