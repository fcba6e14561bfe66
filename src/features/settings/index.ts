export { DetailsPage } from './details/DetailsPage';
export { EndpointPage } from './EndpointPage';
export { SettingsPage } from './landing/SettingsPage';
