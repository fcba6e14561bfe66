import type { HandlerTable } from './handler';
import { streamHandlers } from './streams';
import { systemHandlers } from './system';
import { websiteStatusHandlers } from './website-status';

export const handlers: HandlerTable = {
  ...systemHandlers,
  ...streamHandlers,
  ...websiteStatusHandlers,
};
