import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConnectionStatus } from '../../api/socket/socket-client';

export interface ContentError {
  message: string;
  title?: string;
}

export interface NoticesState {
  /** The socket's state; idle until it first tries to connect. */
  connection: ConnectionStatus | 'idle';
  /** Whether the socket was ever open: only a lost connection is a connection error. */
  wasOpen: boolean;
  /** What the browser says of its network (the online and offline events). */
  browserOnline: boolean;
  /** Calls answered with RateLimit since their last good answer. */
  rateLimitedCalls: string[];
  /** A global error that replaces the page's content. */
  contentError: ContentError | undefined;
}

const initialState: NoticesState = {
  connection: 'idle',
  wasOpen: false,
  browserOnline: true,
  rateLimitedCalls: [],
  contentError: undefined,
};

export const noticesSlice = createSlice({
  name: 'notices',
  initialState,
  reducers: {
    connectionChanged(state, { payload }: PayloadAction<ConnectionStatus>) {
      state.connection = payload;
      if (payload === 'open') state.wasOpen = true;
    },
    browserOnlineChanged(state, { payload }: PayloadAction<boolean>) {
      state.browserOnline = payload;
    },
    rateLimitHit(state, { payload: call }: PayloadAction<string>) {
      if (!state.rateLimitedCalls.includes(call)) state.rateLimitedCalls.push(call);
    },
    callAnswered(state, { payload: call }: PayloadAction<string>) {
      state.rateLimitedCalls = state.rateLimitedCalls.filter((each) => each !== call);
    },
    contentErrorShown(state, { payload }: PayloadAction<ContentError>) {
      state.contentError = payload;
    },
    contentErrorCleared(state) {
      state.contentError = undefined;
    },
  },
});

export const {
  connectionChanged,
  browserOnlineChanged,
  rateLimitHit,
  callAnswered,
  contentErrorShown,
  contentErrorCleared,
} = noticesSlice.actions;

export const selectNotices = (state: { notices: NoticesState }) => state.notices;

export type NetworkStatus = 'online' | 'offline' | 'connecting';

/** The header's network dot: offline when the browser or a lost socket says so, blinking while connecting. */
export function networkStatusOf({ connection, wasOpen, browserOnline }: NoticesState): NetworkStatus {
  if (!browserOnline) return 'offline';
  if (connection === 'open') return 'online';
  if (connection === 'closed' && wasOpen) return 'offline';
  return 'connecting';
}

/** The connection-loss notice shows from the moment an open socket drops until it is open again. */
export function isConnectionLost(state: NoticesState): boolean {
  return !state.browserOnline || (state.wasOpen && state.connection !== 'open');
}
