import {
  MAX_LOGIN_HISTORY,
  type AppGrant,
  type AssessmentAnswers,
  type DocumentRecord,
  type LoginRecord,
  type SecurityState,
  type TotpSetting,
} from './model';

/** Ways the security slice changes; every value (times, secrets) is decided before the commit. */
export type SecurityChange =
  | { type: 'login_recorded'; loginid: string; record: LoginRecord }
  /** `totp: null` forgets the user's secret. */
  | { type: 'totp_set'; user_id: number; totp: TotpSetting | null }
  /** Adds the grant, or replaces the user's grant for the same app. */
  | { type: 'app_granted'; user_id: number; grant: AppGrant }
  | { type: 'app_revoked'; user_id: number; app_id: number }
  | { type: 'document_uploaded'; loginid: string; document: DocumentRecord }
  | { type: 'financial_assessment_set'; user_id: number; answers: AssessmentAnswers };

export function applySecurityChange(state: SecurityState, change: SecurityChange): void {
  switch (change.type) {
    case 'login_recorded': {
      const records = [...(state.login_history[change.loginid] ?? []), { ...change.record }];
      state.login_history[change.loginid] = records.slice(-MAX_LOGIN_HISTORY);
      return;
    }
    case 'totp_set':
      if (change.totp) state.totp[change.user_id] = { ...change.totp };
      else delete state.totp[change.user_id];
      return;
    case 'app_granted': {
      const others = (state.app_grants[change.user_id] ?? []).filter((grant) => grant.app_id !== change.grant.app_id);
      state.app_grants[change.user_id] = [
        ...others,
        { ...change.grant, scopes: [...change.grant.scopes], tokens: [...change.grant.tokens] },
      ];
      return;
    }
    case 'app_revoked':
      state.app_grants[change.user_id] = (state.app_grants[change.user_id] ?? []).filter(
        (grant) => grant.app_id !== change.app_id,
      );
      return;
    case 'document_uploaded':
      state.documents[change.loginid] = [...(state.documents[change.loginid] ?? []), { ...change.document }];
      return;
    case 'financial_assessment_set':
      state.financial_assessment[change.user_id] = { ...change.answers };
      return;
  }
}
