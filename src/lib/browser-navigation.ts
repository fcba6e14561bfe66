/**
 * Full-page navigations, in one object so component tests can replace them (jsdom cannot navigate).
 * In-app moves go through the router instead.
 */
export const browserNavigation = {
  reload: (): void => window.location.reload(),
  assign: (url: string): void => window.location.assign(url),
};
