import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GENERIC_ERROR_TITLE } from './global-errors';

export interface ContentError {
  message: string;
  title?: typeof GENERIC_ERROR_TITLE;
}

export interface NoticesState {
  /** Calls answered with RateLimit since their last good answer. */
  rateLimitedCalls: string[];
  /** A global error that replaces the page's content. */
  contentError: ContentError | undefined;
}

const initialState: NoticesState = {
  rateLimitedCalls: [],
  contentError: undefined,
};

export const noticesSlice = createSlice({
  name: 'notices',
  initialState,
  reducers: {
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

export const { rateLimitHit, callAnswered, contentErrorShown, contentErrorCleared } = noticesSlice.actions;

export const selectNotices = (state: { notices: NoticesState }) => state.notices;
