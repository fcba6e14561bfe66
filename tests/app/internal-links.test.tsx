// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { appIdRefused } from '../../src/api/connection-slice';
import { isBuiltPage } from '../../src/app/pages';
import { RestartRecoveryLink } from '../../src/features/accounts/RestartRecoveryLink';
import { SignupRefusalMessage } from '../../src/features/accounts/SignupRefusalMessage';
import { BANNER_MESSAGES } from '../../src/features/notifications/banner-messages';
import { LinkText } from '../../src/features/notifications/link-text';
import { SupportChat } from '../../src/features/notifications';
import { PurchaseError } from '../../src/features/trading/components/PurchaseError';
import { PagesProvider } from '../../src/ui/page-links';
import { TimersProvider } from '../../src/ui/timers-context';
import { TestTimers } from '../support/test-timers';
import { internalHrefs, leadsToBuiltPage } from './support/internal-links';
import { useShellWorld, type RenderedShell } from './support/shell-harness';

const { simulator, world, renderApp, loggedIn } = useShellWorld();

/** Every internal link rendered so far; each test checks its own. */
let seen: string[] = [];
const collect = () => {
  seen.push(...internalHrefs(document.body));
};
afterEach(() => {
  seen = [];
});

function expectEveryLinkBuilt() {
  expect([...new Set(seen.filter((href) => !leadsToBuiltPage(href)))], 'links to pages not in the page table').toEqual(
    [],
  );
}

/** A piece of the app as the shell shows it: within the page table's links, at /en/trading.html. */
function renderPiece(node: ReactNode, store?: RenderedShell['store'], timers = new TestTimers()) {
  const piece = (
    <TimersProvider timers={timers}>
      <PagesProvider hasPage={isBuiltPage}>
        <MemoryRouter initialEntries={['/en/trading.html']}>
          <Routes>
            <Route path=":lang/*" element={node} />
          </Routes>
        </MemoryRouter>
      </PagesProvider>
    </TimersProvider>
  );
  return render(store ? <Provider store={store}>{piece}</Provider> : piece);
}

/** Opens every menu the header has (the trade dropdown, the account menu, the drawer) and collects. */
function openEveryMenu() {
  collect();
  const trade = screen.queryByRole('button', { name: 'Trade' });
  if (trade) {
    fireEvent.click(trade);
    collect();
  }
  const account = screen.queryByTestId('account-switcher');
  if (account) {
    fireEvent.click(within(account).getAllByRole('button')[0] as HTMLElement);
    collect();
    fireEvent.keyDown(document, { key: 'Escape' });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
  collect();
}

describe('the link check itself', () => {
  it('accepts a built page in any language and by its earlier path, and refuses anything else', () => {
    expect(leadsToBuiltPage('/en/trading.html')).toBe(true);
    expect(leadsToBuiltPage('/de/user/portfoliows.html?x=1#y')).toBe(true);
    expect(leadsToBuiltPage('/en/contact-2.html')).toBe(true);
    expect(leadsToBuiltPage('/en/user/video-facility.html')).toBe(false);
    expect(leadsToBuiltPage('/xx/trading.html')).toBe(false);
    expect(leadsToBuiltPage('/en/trading')).toBe(false);
  });
});

describe('every internal link the app renders leads to a page of the page table', { timeout: 30_000 }, () => {
  it('for a visitor: header, drawer, footer and the refusal of a page that needs a log-in', async () => {
    renderApp('/en/user/metatrader.html');
    await screen.findByTestId('access-refusal');
    await screen.findByRole('button', { name: 'Log in' });
    openEveryMenu();
    expectEveryLinkBuilt();
    expect(seen).toContain('/en/new_account/virtualws.html');
  });

  it.each([
    ['a real client', 'CR90000001', undefined],
    ['a client of a financial account in the EU', 'MF90000001', undefined],
    ['a client of the Isle of Man', 'MX90000001', undefined],
    ['an unwelcome client', 'CR90000007', 'unwelcome'],
    ['a client without a currency', 'CR90000004', 'currency'],
  ])('for %s: header, account menu, drawer, banner and footer', async (_who, loginid, banner) => {
    await loggedIn(loginid);
    await screen.findByTestId('account-switcher');
    if (banner) expect((await screen.findByTestId('status-banner')).dataset.reason).toBe(banner);
    openEveryMenu();
    expectEveryLinkBuilt();
    expect(seen).toContain('/en/user/metatrader.html');
  });

  it('for a virtual client with a low balance: the top-up and the upgrade in the account menu, and the welcome page', async () => {
    await simulator().control.patchAccount(world(), 'VRTC90000001', { balance: '500' });
    await loggedIn('VRTC90000001');
    fireEvent.click(within(await screen.findByTestId('account-switcher')).getAllByRole('button')[0] as HTMLElement);
    await screen.findByRole('menuitem', { name: 'Top up virtual account' });
    openEveryMenu();
    expect(seen).toContain('/en/new_account/realws.html');
    cleanup();
    await renderApp('/en/new_account/welcome.html').logIn('VRTC90000001');
    await screen.findByTestId('upgrade');
    collect();
    expectEveryLinkBuilt();
  });

  it.each([
    ['/en/careers.html', 'open-positions-link'],
    ['/en/open-positions.html#compliance', 'department-positions'],
    ['/en/open-positions/job-details.html?dept=marketing#content-writer', 'all-positions-link'],
    ['/en/open-positions/job-details.html?dept=no-such-department', 'unknown-department'],
    ['/en/download.html', 'browser-trading'],
  ])('for the careers and download pages: %s', async (path, testId) => {
    renderApp(path);
    await screen.findByTestId(testId);
    collect();
    expectEveryLinkBuilt();
    expect(seen).toContain('/en/careers.html');
  });

  it('for the not-found page and the notice of a refused app id', async () => {
    const { store } = renderApp('/en/no_such_page.html');
    await screen.findByTestId('not-found');
    act(() => {
      store.dispatch(appIdRefused({ appId: '1', message: 'Your app_id is invalid.' }));
    });
    await screen.findByTestId('invalid-app-id');
    collect();
    expectEveryLinkBuilt();
    expect(seen).toContain('/en/endpoint.html');
  });

  it('for every account-status banner message, the sign-up refusals and the password-recovery restart', () => {
    renderPiece(
      <>
        {Object.values(BANNER_MESSAGES).map((message) => (
          <p key={message.text}>
            <LinkText text={message.text} page={message.page} />
          </p>
        ))}
        <SignupRefusalMessage refusal={{ kind: 'token' }} />
        <SignupRefusalMessage refusal={{ kind: 'duplicate_email' }} />
        <RestartRecoveryLink />
      </>,
    );
    collect();
    expectEveryLinkBuilt();
    expect(seen).toContain('/en/user/set-currency.html');
  });

  it('for the live chat in support hours', () => {
    // Monday 10:00 in UTC+8.
    renderPiece(<SupportChat />, undefined, new TestTimers(Date.parse('2026-11-23T10:00:00+08:00')));
    expect(screen.getByTestId('support-chat').dataset.available).toBe('true');
    collect();
    expectEveryLinkBuilt();
    expect(seen).toEqual(['/en/contact.html']);
  });

  it('for a purchase refused to a client who is not a professional', async () => {
    const { store } = await loggedIn('CR90000001');
    cleanup();
    renderPiece(
      <PurchaseError error={{ code: 'NoMFProfessionalClient', message: 'no' }} onDismiss={() => undefined} />,
      store,
    );
    await waitFor(() => expect(screen.getByTestId('purchase-error').textContent).toContain('professional investors'));
    collect();
    expectEveryLinkBuilt();
  });
});
