import type { LoginHistoryResponse } from '../../../schemas/generated/types';
import type { SecurityChange } from '../../domain/security/changes';
import { MAX_LOGIN_HISTORY, type LoginRecord } from '../../domain/security/model';
import { summariseUserAgent } from '../../domain/security/user-agent';
import type { Connection } from '../handler';
import type { World } from '../../world/world';
import { actingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';

type HistoryEntry = LoginHistoryResponse['login_history'][number];

/** login_history answers this many records unless the request names a limit. */
const DEFAULT_LIMIT = 10;

/** The change that keeps a log-in or log-out of `loginid` on this connection (status 0 for a refused log-in). */
export function loginRecorded(
  world: World,
  session: Connection,
  loginid: string,
  action: LoginRecord['action'],
  status: LoginRecord['status'],
): SecurityChange {
  return {
    type: 'login_recorded',
    loginid,
    record: {
      time: world.clock.epoch(),
      action,
      status,
      app_id: session.appId,
      language: session.language,
      ip: session.client.ip,
      user_agent: session.client.userAgent,
    },
  };
}

function entryOf(record: LoginRecord): HistoryEntry {
  const agent = summariseUserAgent(record.user_agent);
  const datetime = new Date(record.time * 1000).toISOString();
  return {
    action: record.action,
    browser: agent.browser,
    country: '',
    datetime,
    device: agent.device,
    environment: `${datetime} IP=${record.ip} IP_COUNTRY= User_AGENT=${record.user_agent} LANG=${record.language} APP_ID=${record.app_id}`,
    ip: record.ip,
    language: record.language,
    os: agent.os,
    status: record.status,
    time: record.time,
    version: agent.version,
  };
}

export const loginHistoryHandlers: HandlerTable = {
  login_history: {
    scopes: ['read'],
    handle: (context) => {
      const { account } = actingAccount(context);
      const limit = Math.min(Number(context.request.limit ?? DEFAULT_LIMIT), MAX_LOGIN_HISTORY);
      const records = context.world.state.security.login_history[account.loginid] ?? [];
      const newest = limit > 0 ? records.slice(-limit).reverse() : [];
      return { login_history: newest.map(entryOf) };
    },
  },
};
