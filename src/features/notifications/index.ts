import './notices.css';
export { AccountStatusBanner } from './AccountStatusBanner';
export { createGlobalErrorListener, type GlobalErrorListenerOptions } from './global-error-listener';
export { GlobalNotices } from './GlobalNotices';
export { NetworkStatus } from './NetworkStatus';
export { noticesSlice } from './notices-slice';
export { PageContent } from './PageContent';
export { SiteNotices } from './SiteNotices';
export { SupportChat } from './SupportChat';
