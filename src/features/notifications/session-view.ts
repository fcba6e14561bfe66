import type { AuthorizeResponse } from '../../../schemas/generated/types';

/** The part of the session slice the notices read (the session feature owns it). */
interface SessionView {
  status: string;
  account: AuthorizeResponse['authorize'] | undefined;
}

/** The authorized account, or undefined while nobody is logged in. */
export const selectLoggedInAccount = (state: { session: SessionView }) =>
  state.session.status === 'logged_in' ? state.session.account : undefined;
