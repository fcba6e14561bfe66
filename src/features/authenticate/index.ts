export { AuthenticatePage } from './AuthenticatePage';
