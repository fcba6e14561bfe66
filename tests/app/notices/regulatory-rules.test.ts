// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  COOKIE_CONSENT,
  hasConsentedToCookies,
  rememberCookieConsent,
} from '../../../src/features/notifications/cookie-consent';
import { seesEuNotices, seesGamstopNotice } from '../../../src/features/notifications/regulatory-rules';
import { thirdPartyLinkOf } from '../../../src/features/notifications/third-party-links';

const visitor = (clientsCountry: string | undefined) => ({
  clientsCountry,
  landingCompany: undefined,
  residence: undefined,
});
const client = (landingCompany: string, residence: string, clientsCountry = 'id') => ({
  clientsCountry,
  landingCompany,
  residence,
});

describe('who sees the EU notices', () => {
  it('is a visitor from the EU, in any case of the code, or a maltainvest client from anywhere', () => {
    expect(seesEuNotices(visitor('de'))).toBe(true);
    expect(seesEuNotices(visitor('FR'))).toBe(true);
    expect(seesEuNotices(client('maltainvest', 'id'))).toBe(true);
    expect(seesEuNotices(client('svg', 'id', 'it'))).toBe(true);
  });

  it('is nobody else, nor anyone before the platform says where they are', () => {
    expect(seesEuNotices(visitor('id'))).toBe(false);
    expect(seesEuNotices(visitor(undefined))).toBe(false);
    expect(seesEuNotices(visitor(''))).toBe(false);
    expect(seesEuNotices(client('svg', 'de'))).toBe(false);
    expect(seesEuNotices(client('malta', 'it'))).toBe(false);
  });
});

describe('who sees the gamstop notice', () => {
  it('is a GB resident with an iom or malta account', () => {
    expect(seesGamstopNotice(client('iom', 'gb'))).toBe(true);
    expect(seesGamstopNotice(client('malta', 'GB'))).toBe(true);
  });

  it('is not a GB resident of another company, a resident elsewhere, or a visitor', () => {
    expect(seesGamstopNotice(client('maltainvest', 'gb'))).toBe(false);
    expect(seesGamstopNotice(client('svg', 'gb'))).toBe(false);
    expect(seesGamstopNotice(client('malta', 'it'))).toBe(false);
    expect(seesGamstopNotice(visitor('gb'))).toBe(false);
  });
});

describe('the cookie consent', () => {
  it('is remembered in the CookieConsent cookie until the site cookies expire', () => {
    const jar = { cookie: 'other=1' };
    expect(hasConsentedToCookies(jar)).toBe(false);
    rememberCookieConsent(jar);
    expect(jar.cookie).toBe(`${COOKIE_CONSENT}=1; expires=Thu, 01 Jan 2037 00:00:00 GMT; path=/; SameSite=Lax`);
    expect(hasConsentedToCookies({ cookie: `a=b; ${COOKIE_CONSENT}=1` })).toBe(true);
  });

  it('counts as not given, and does not throw, where the browser refuses cookies', () => {
    const refusing = {
      get cookie(): string {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      set cookie(_value: string) {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(hasConsentedToCookies(refusing)).toBe(false);
    expect(() => rememberCookieConsent(refusing)).not.toThrow();
  });
});

describe('a click that leaves for a third-party site', () => {
  const OWN = ['http://app.test', 'http://platform.test'];

  function clickOn(html: string, init: MouseEventInit = {}): MouseEvent {
    document.body.innerHTML = html;
    const target = document.body.querySelector('[data-click]') ?? document.body.firstElementChild;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    Object.defineProperty(event, 'target', { value: target });
    return event;
  }

  it('is a primary click on a link to a web address of another origin, also on words inside it', () => {
    expect(thirdPartyLinkOf(clickOn('<a href="https://www.mfsa.mt/">MFSA</a>'), OWN)).toEqual({
      href: 'https://www.mfsa.mt/',
      newWindow: false,
    });
    expect(
      thirdPartyLinkOf(clickOn('<a href="https://example.org/x" target="_blank"><b data-click>go</b></a>'), OWN),
    ).toEqual({ href: 'https://example.org/x', newWindow: true });
    expect(thirdPartyLinkOf(clickOn('<a href="https://example.org/">x</a>', { ctrlKey: true }), OWN)?.newWindow).toBe(
      true,
    );
  });

  it("is not a link to the app's or the platform's origin, another scheme, or a click already taken", () => {
    expect(thirdPartyLinkOf(clickOn('<a href="http://app.test/en/trading.html">x</a>'), OWN)).toBeUndefined();
    expect(thirdPartyLinkOf(clickOn('<a href="http://platform.test/oauth2/authorize">x</a>'), OWN)).toBeUndefined();
    expect(thirdPartyLinkOf(clickOn('<a href="mailto:support@example.org">x</a>'), OWN)).toBeUndefined();
    expect(thirdPartyLinkOf(clickOn('<a href="https://example.org/" download>x</a>'), OWN)).toBeUndefined();
    expect(thirdPartyLinkOf(clickOn('<a href="https://example.org/">x</a>', { button: 1 }), OWN)).toBeUndefined();
    expect(thirdPartyLinkOf(clickOn('<span>no link</span>'), OWN)).toBeUndefined();
    const taken = clickOn('<a href="https://example.org/">x</a>');
    taken.preventDefault();
    expect(thirdPartyLinkOf(taken, OWN)).toBeUndefined();
  });
});
