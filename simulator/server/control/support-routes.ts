import { supportMessages } from '../../world/support-desk';
import { worldOf, type ControlRoute } from './route';

/** Reading the messages visitors left with support while the live chat was offline. */
export const supportRoutes: ControlRoute[] = [
  {
    method: 'GET',
    path: '/worlds/:world/support/messages',
    handle: (request) => ({ messages: supportMessages(worldOf(request)) }),
  },
];
