export { EndpointPage } from './EndpointPage';
