import { createListenerMiddleware, isFulfilled, isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../../schemas/generated/types';
import type { SocketQueryMeta } from '../../api/call-meta';
import { globalErrorAction } from './global-errors';
import { callAnswered, contentErrorShown, rateLimitHit } from './notices-slice';

export interface GlobalErrorListenerOptions {
  alert?: (message: string) => void;
  /** Whether this tab is the one the user looks at (an alert only shows there). */
  isActiveTab?: () => boolean;
}

function callOf(action: UnknownAction): string | undefined {
  const meta = (action as { meta?: { baseQueryMeta?: Partial<SocketQueryMeta> } }).meta;
  return meta?.baseQueryMeta?.call;
}

/**
 * The one place the global error catalogue is handled: every RTK Query call over the socket that fails
 * passes here with the call's name, and every good answer clears that call's rate-limit notice.
 */
export function createGlobalErrorListener({
  alert = (message) => window.alert(message),
  isActiveTab = () => typeof document !== 'undefined' && document.visibilityState === 'visible',
}: GlobalErrorListenerOptions = {}) {
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (action) => callOf(action) !== undefined && (isRejectedWithValue(action) || isFulfilled(action)),
    effect: (action, { dispatch }) => {
      const call = callOf(action) as string;
      if (!isRejectedWithValue(action)) {
        dispatch(callAnswered(call));
        return;
      }
      const found = globalErrorAction(call, action.payload as ApiError, isActiveTab());
      if (found?.kind === 'rate_limit') dispatch(rateLimitHit(call));
      else if (found?.kind === 'replace_content')
        dispatch(contentErrorShown({ message: found.message, title: found.title }));
      else if (found?.kind === 'alert') alert(found.message);
    },
  });
  return listener.middleware;
}
