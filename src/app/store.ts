import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { connectionSlice } from '../api/connection-slice';
import type { ThunkExtra } from '../api/base-query';
import { createGlobalErrorListener, noticesSlice, type GlobalErrorListenerOptions } from '../features/notifications';
import { sessionSlice } from '../features/session';

export function createAppStore(extra: ThunkExtra, globalErrors?: GlobalErrorListenerOptions) {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [sessionSlice.name]: sessionSlice.reducer,
      [connectionSlice.name]: connectionSlice.reducer,
      [noticesSlice.name]: noticesSlice.reducer,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(createGlobalErrorListener(globalErrors))
        .concat(api.middleware),
  });
}
