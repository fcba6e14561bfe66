export { MultiBarrierPage } from './MultiBarrierPage';
