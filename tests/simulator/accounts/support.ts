import { afterAll, afterEach, beforeAll } from 'vitest';
import type { FixtureUser } from '../../../simulator/domain/accounts/fixture-users';
import { loadWorldFixture } from '../../../simulator/world/fixture';
import { startTestSimulator, TestSocket, type TestSimulator } from '../../support/simulator';

const USERS: readonly FixtureUser[] = loadWorldFixture('default').users ?? [];

/** A demo user of the default world by e-mail. */
export function demoUser(email: string): FixtureUser {
  const user = USERS.find((each) => each.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  return user;
}

/** The log-in token of a default-world account. */
export function tokenOf(loginid: string): string {
  const account = USERS.flatMap((user) => user.accounts).find((each) => each.loginid === loginid);
  if (!account) throw new Error(`no account ${loginid}`);
  return account.token;
}

/** API tokens of CR90000001 (real@example.com) with fewer scopes. */
export const READ_ONLY_TOKEN = 'RTfAlom94PNjefR';
export const TRADING_TOKEN = 'Gbo4MB1cNMphLH5';

/**
 * A simulator for one test file; its default world is reset and its sockets closed after every test,
 * so each test starts from the fixture.
 */
export function useSimulator(): { simulator: () => TestSimulator; open: () => Promise<TestSocket> } {
  let simulator: TestSimulator | undefined;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    simulator = await startTestSimulator();
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    await simulator?.control.resetWorld('default');
  });
  afterAll(async () => {
    await simulator?.close();
  });
  const current = () => {
    if (!simulator) throw new Error('the simulator is not running');
    return simulator;
  };
  return {
    simulator: current,
    open: async () => {
      const socket = await TestSocket.open(current().socketUrl());
      sockets.push(socket);
      return socket;
    },
  };
}

/** A socket authorized with `token`, after checking the authorize reply succeeded. */
export async function authorized(open: () => Promise<TestSocket>, token: string): Promise<TestSocket> {
  const socket = await open();
  const reply = await socket.call({ authorize: token });
  if (reply.error) throw new Error(`authorize failed: ${JSON.stringify(reply.error)}`);
  return socket;
}

/** Asks for a verification e-mail of `type` and reads its code from the world's outbox. */
export async function verificationCode(
  simulator: TestSimulator,
  socket: TestSocket,
  email: string,
  type: string,
): Promise<string> {
  const reply = await socket.call({ verify_email: email, type });
  if (reply.verify_email !== 1) throw new Error(`verify_email failed: ${JSON.stringify(reply.error)}`);
  const sent = (await simulator.control.outbox('default', email)).filter((each) => each.type === type).at(-1);
  if (!sent?.code) throw new Error(`no ${type} code sent to ${email}`);
  return sent.code;
}

/** The error code of a reply, or undefined when it succeeded. */
export function errorCode(reply: Record<string, unknown>): string | undefined {
  return (reply.error as { code?: string } | undefined)?.code;
}

/** Whether the log-in page accepts the form (it redirects back to the app). */
export async function logInPageAccepts(simulator: TestSimulator, form: Record<string, string>): Promise<boolean> {
  const response = await fetch(`${simulator.url}/oauth2/authorize?app_id=1`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  await response.text();
  return response.status === 302;
}
