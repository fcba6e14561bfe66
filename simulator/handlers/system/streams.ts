import type { HandlerTable, StreamType } from '../handler';

/** Ending streams: one by its subscription id, or every stream of some types. */
export const streamHandlers: HandlerTable = {
  forget: {
    handle: ({ request, session }) => ({ forget: session.streams.forget(String(request.forget)) ? 1 : 0 }),
  },
  forget_all: {
    handle: ({ request, session }) => {
      const types = (Array.isArray(request.forget_all) ? request.forget_all : [request.forget_all]) as StreamType[];
      return { forget_all: session.streams.forgetTypes(types) };
    },
  },
};
