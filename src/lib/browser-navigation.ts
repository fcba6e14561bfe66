/**
 * Full-page navigations, in one object so component tests can replace them (jsdom cannot navigate).
 * In-app moves go through the router instead.
 */
export const browserNavigation = {
  reload: (): void => window.location.reload(),
  assign: (url: string): void => window.location.assign(url),
  /** Opens another site in a new tab, which cannot reach back to this page. */
  openElsewhere: (url: string): void => void window.open(url, '_blank', 'noopener,noreferrer'),
};
