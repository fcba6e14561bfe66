import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConnectionStatus } from './socket/socket-client';

/**
 * Everything the app knows of its connection, in one place: the socket's state, the browser's
 * network, and a refused app id (trading-core §4 and §8). The shell's app-id notice and the site-wide
 * notices (network dot, connection-loss line) both read it.
 */
export interface ConnectionState {
  /** The socket's state; idle until it first tries to connect. */
  status: ConnectionStatus | 'idle';
  /** Whether the socket was ever open: only a lost connection is a connection error. */
  wasOpen: boolean;
  /** What the browser says of its network (the online and offline events). */
  browserOnline: boolean;
  /** The platform refused this app's id (InvalidAppID), with its message. */
  invalidAppId: { appId: string; message: string } | undefined;
}

const initialState: ConnectionState = { status: 'idle', wasOpen: false, browserOnline: true, invalidAppId: undefined };

export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    connectionChanged(state, { payload }: PayloadAction<ConnectionStatus>) {
      state.status = payload;
      if (payload === 'open') state.wasOpen = true;
    },
    browserOnlineChanged(state, { payload }: PayloadAction<boolean>) {
      state.browserOnline = payload;
    },
    appIdRefused(state, { payload }: PayloadAction<{ appId: string; message: string }>) {
      state.invalidAppId = payload;
    },
  },
});

export const { connectionChanged, browserOnlineChanged, appIdRefused } = connectionSlice.actions;

export const selectConnection = (state: { connection: ConnectionState }) => state.connection;
export const selectInvalidAppId = (state: { connection: ConnectionState }) => state.connection.invalidAppId;

export type NetworkStatus = 'online' | 'offline' | 'connecting';

/** The header's network dot: offline when the browser or a lost socket says so, blinking while connecting. */
export function networkStatusOf({ status, wasOpen, browserOnline }: ConnectionState): NetworkStatus {
  if (!browserOnline) return 'offline';
  if (status === 'open') return 'online';
  if (status === 'closed' && wasOpen) return 'offline';
  return 'connecting';
}

/** The connection-loss notice shows from the moment an open socket drops until it is open again. */
export function isConnectionLost({ status, wasOpen, browserOnline }: ConnectionState): boolean {
  return !browserOnline || (wasOpen && status !== 'open');
}
