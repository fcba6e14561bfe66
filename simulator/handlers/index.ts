import type { HandlerTable } from './handler';
import { systemHandlers } from './system';

export const handlers: HandlerTable = {
  ...systemHandlers,
};
