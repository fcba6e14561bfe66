import type { Page } from 'playwright-core';

/** What every page of the app shows around its content: header, menus, banners and notices. */
export function shell(page: Page) {
  const switcher = page.getByTestId('account-switcher');
  const mainMenu = page.getByRole('navigation', { name: 'Main menu' }).first();
  const statusBanner = page.getByTestId('status-banner');
  const openMenuDrawer = page.locator('[data-testid="menu-drawer"][data-state="open"]');
  return {
    accountSwitcher: {
      switcher,
      loginid: switcher.getByTestId('loginid'),
      balance: switcher.getByTestId('balance'),
      opener: switcher.getByRole('button').first(),
    },
    /** An item of the open account menu. */
    accountMenuItem: (name: string | RegExp) => page.getByRole('menuitem', { name }),
    /** The open account menu's items other than the accounts. */
    accountMenuActions: page.locator('[role="menuitem"]:not(.account-switcher__item)'),
    logInButton: page.getByTestId('login'),
    /** The Log in link or button, wherever the page offers it. */
    logIn: page
      .getByRole('link', { name: 'Log in' })
      .or(page.getByRole('button', { name: 'Log in' }))
      .first(),
    mainMenu,
    mainMenuEntries: mainMenu.locator(':scope > *'),
    mainMenuButton: (name: string) => mainMenu.getByRole('button', { name, exact: true }),
    mainMenuLink: (name: string) => mainMenu.getByRole('link', { name, exact: true }),
    /** The main menu's links to the cashier and payment agent pages. */
    cashierLinks: mainMenu.locator('a[href*="/cashier/"], a[href*="/paymentagent/"]'),
    menuButton: page.getByRole('button', { name: 'Menu' }),
    menuDrawer: page.getByTestId('menu-drawer'),
    openMenuDrawer,
    /** The items of the open menu drawer: its pages and the account menu's. */
    menuDrawerItems: openMenuDrawer.locator('.menu-drawer__item, .account-menu__item'),
    language: page.getByTestId('language'),
    networkStatus: page.getByTestId('network-status'),
    networkStatusOf: (status: string) => page.locator(`[data-testid="network-status"][data-status="${status}"]`),
    supportChat: (available: boolean) => page.locator(`[data-testid="support-chat"][data-available="${available}"]`),
    /** An alert of the page that starts as `text` does. */
    alert: (text: string) =>
      page
        .getByRole('alert')
        .filter({ hasText: text.slice(0, 30) })
        .first(),
    /**
     * A site-wide notice (a line of the shell's notices, or the cookie banner) with this text; pages may
     * say the same in their own boxes, which are not site-wide notices.
     */
    siteNotice: (text: string) =>
      page.locator('.global-notices__line, .cookie-consent').filter({ hasText: text }).first(),
    statusBanner: {
      banner: statusBanner,
      text: statusBanner.locator('p'),
      close: statusBanner.getByRole('button', { name: 'Close' }),
    },
    dialog: (title: string) => page.getByRole('dialog', { name: title }),
    accessRefusal: page.getByTestId('access-refusal'),
    contentError: page.getByTestId('content-error'),
    pageNotFound: page.getByRole('heading', { name: 'Page not found' }),
  };
}
