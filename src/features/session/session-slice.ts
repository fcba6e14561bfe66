import { createSlice } from '@reduxjs/toolkit';
import type { AuthorizeResponse } from '../../../schemas/generated/types';
import { sessionApi } from '../../api/endpoints/session';

export type Account = AuthorizeResponse['authorize'];

export interface SessionState {
  status: 'logged_out' | 'authorizing' | 'logged_in';
  account: Account | undefined;
  /** The last authorize error's text, shown to the visitor. */
  error: string | undefined;
}

const initialState: SessionState = { status: 'logged_out', account: undefined, error: undefined };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {},
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
      })
      .addMatcher(sessionApi.endpoints.logout.matchFulfilled, () => initialState);
  },
});

export const selectSession = (state: { session: SessionState }) => state.session;
