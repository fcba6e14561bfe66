export { LimitsPage } from './LimitsPage';
