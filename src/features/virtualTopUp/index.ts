export { VirtualTopUpPopup } from './VirtualTopUpPopup';
