import type { HandlerTable } from '../handler';

/** Calls about the connection and the platform itself. */
export const systemHandlers: HandlerTable = {
  ping: { handle: () => ({ ping: 'pong' }) },
  time: { handle: ({ world }) => ({ time: world.clock.epoch() }) },
};
