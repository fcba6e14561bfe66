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
  /**
   * The connection was lost, or could not be made (it closed, or did not open in time), and has not
   * opened since: only then is it a connection error, not while the app first connects.
   */
  lost: boolean;
  /** What the browser says of its network (the online and offline events). */
  browserOnline: boolean;
  /** The platform refused this app's id (InvalidAppID), with its message. */
  invalidAppId: { appId: string; message: string } | undefined;
}

const initialState: ConnectionState = { status: 'idle', lost: false, browserOnline: true, invalidAppId: undefined };

export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    connectionChanged(state, { payload }: PayloadAction<ConnectionStatus>) {
      state.status = payload;
      if (payload === 'open') state.lost = false;
      if (payload === 'closed') state.lost = true;
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
export function networkStatusOf({ status, browserOnline }: ConnectionState): NetworkStatus {
  if (!browserOnline || status === 'closed') return 'offline';
  if (status === 'open') return 'online';
  return 'connecting';
}

/** The connection-loss notice shows from the moment the socket drops (or fails to open) until it is open again. */
export function isConnectionLost({ lost, browserOnline }: ConnectionState): boolean {
  return !browserOnline || lost;
}

/**
 * Whether a purchase may be offered (trading-core §4): the browser is online and the socket open, or
 * not yet reported to this store at all (the socket refuses a buy it cannot send either way).
 */
export function canTrade({ status, browserOnline }: ConnectionState): boolean {
  return browserOnline && (status === 'open' || status === 'idle');
}
