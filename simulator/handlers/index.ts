import type { HandlerTable } from './handler';
import { systemHandlers } from './system';
import { websiteStatusHandlers } from './website-status';

export const handlers: HandlerTable = {
  ...systemHandlers,
  ...websiteStatusHandlers,
};
