export { AuthorisedAppsPage } from './AuthorisedAppsPage';
