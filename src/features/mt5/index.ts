export { Mt5Page } from './Mt5Page';
