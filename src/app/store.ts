import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import type { ThunkExtra } from '../api/base-query';
import { sessionSlice } from '../features/session';

export function createAppStore(extra: ThunkExtra) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, [sessionSlice.name]: sessionSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
