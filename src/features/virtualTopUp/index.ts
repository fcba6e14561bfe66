export { VirtualTopUpPopup } from './VirtualTopUpPopup';
export { useTopUpAllowed } from './useTopUpAllowed';
export { VirtualTopUpPage } from './VirtualTopUpPage';
