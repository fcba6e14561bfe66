export { CONTENT_PAGES } from './pages';
export type { ContentPageName } from './content';
