export { VirtualTopUpPopup } from './VirtualTopUpPopup';
export { useTopUpAllowed } from './useTopUpAllowed';
