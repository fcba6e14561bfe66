import { createSlice } from '@reduxjs/toolkit';
import type { AuthorizeResponse } from '../../../schemas/generated/types';
import { sessionApi } from '../../api/endpoints/session';

export type Account = AuthorizeResponse['authorize'];

export interface SessionState {
  /** unknown until the start-up decides whether a stored session exists. */
  status: 'unknown' | 'logged_out' | 'authorizing' | 'logged_in';
  account: Account | undefined;
  /** The last authorize error's text, shown to the visitor. */
  error: string | undefined;
  /** The browser blocks web storage: nobody can log in (trading-core §8). */
  storageUnsupported: boolean;
  /** A log-in callback came back without the state this tab issued, and was not followed. */
  loginRefused: boolean;
}

const initialState: SessionState = {
  status: 'unknown',
  account: undefined,
  error: undefined,
  storageUnsupported: false,
  loginRefused: false,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Start-up found no session to restore. */
    noStoredSession: (state, { payload }: { payload: { storageUnsupported: boolean } }) => {
      state.status = 'logged_out';
      state.storageUnsupported = payload.storageUnsupported;
    },
    /** A log-in callback this tab did not start (log-in CSRF) was refused. */
    loginCallbackRefused: (state) => {
      state.loginRefused = true;
    },
    /** The session ended here (logout, a refused token, a loginid mismatch). */
    loggedOut: (state) => ({
      ...initialState,
      status: 'logged_out',
      storageUnsupported: state.storageUnsupported,
      loginRefused: state.loginRefused,
    }),
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(sessionApi.endpoints.authorize.matchPending, (state) => {
        state.status = 'authorizing';
        state.error = undefined;
      })
      .addMatcher(sessionApi.endpoints.authorize.matchFulfilled, (state, { payload }) => {
        state.status = 'logged_in';
        state.account = payload.authorize;
      })
      .addMatcher(sessionApi.endpoints.authorize.matchRejected, (state, { payload }) => {
        state.status = 'logged_out';
        state.account = undefined;
        state.error = payload?.message;
      });
  },
});

export const { noStoredSession, loginCallbackRefused, loggedOut } = sessionSlice.actions;
export const selectSession = (state: { session: SessionState }) => state.session;

/** The authorized account, or undefined while nobody is logged in. */
export const selectLoggedInAccount = (state: { session: SessionState }) =>
  state.session.status === 'logged_in' ? state.session.account : undefined;
