import { createSlice } from '@reduxjs/toolkit';

/** What the shell knows of the connection beyond requests: a refused app id (trading-core §8). */
export interface ConnectionState {
  invalidAppId: { appId: string; message: string } | undefined;
}

const initialState: ConnectionState = { invalidAppId: undefined };

export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    appIdRefused: (state, { payload }: { payload: { appId: string; message: string } }) => {
      state.invalidAppId = payload;
    },
  },
});

export const { appIdRefused } = connectionSlice.actions;
export const selectInvalidAppId = (state: { connection: ConnectionState }) => state.connection.invalidAppId;
