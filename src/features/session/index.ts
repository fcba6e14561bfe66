export { ServerClock } from './ServerClock';
