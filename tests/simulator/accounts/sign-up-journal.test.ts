/**
 * A virtual sign-up keeps its changes (code spent, user, account, token, opening 10,000) as one line of
 * the world's JSON-lines journal, so a process killed at any moment restarts either without the
 * account or with all of it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { balanceOf } from '../../../simulator/domain/ledger/ledger';
import { handlers } from '../../../simulator/handlers';
import { journalChangeLog } from '../../../simulator/store/change-log';
import { loadWorldFixture } from '../../../simulator/world/fixture';
import { World } from '../../../simulator/world/world';
import { testDispatcher } from '../../support/dispatcher';

const FIXTURE = loadWorldFixture('default');
const NEW_ACCOUNT = 'VRTC90000008';
const OPENING_MINOR = 1_000_000;

const dirs: string[] = [];
const worlds: World[] = [];
afterEach(() => {
  for (const world of worlds.splice(0)) world.dispose();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function worldFrom(path: string): World {
  const world = new World({ id: 'journal', seed: 1, fixture: FIXTURE, changeLog: journalChangeLog(path) });
  worlds.push(world);
  return world;
}

function linesOf(path: string): string[] {
  return readFileSync(path, 'utf8').split('\n').slice(0, -1);
}

/** Signs up through the handlers on a journaled world; the journal's path and the lines the sign-up added. */
async function signUp(dir: string): Promise<{ path: string; added: string[] }> {
  const path = join(dir, 'world.jsonl');
  const world = worldFrom(path);
  const connection = testDispatcher(handlers, { world });
  await connection.dispatch({ verify_email: 'new.trader@example.com', type: 'account_opening' });
  const code = world.state.accounts.outbox.at(-1)!.code!;
  const before = linesOf(path).length;
  const [reply] = await connection.dispatch({
    new_account_virtual: 1,
    verification_code: code,
    residence: 'id',
    client_password: 'Sunny2day',
  });
  expect(reply?.error).toBeUndefined();
  return { path, added: linesOf(path).slice(before) };
}

describe('a virtual sign-up in the journal', () => {
  it('is one journal line holding all of its changes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sign-up-journal-'));
    dirs.push(dir);
    const { added } = await signUp(dir);
    expect(added).toHaveLength(1);
    const line = JSON.parse(added[0]!) as { type: string; changes: { type: string }[] };
    expect(line.type).toBe('changes_together');
    expect(line.changes.map((change) => change.type)).toEqual([
      'code_used',
      'user_created',
      'account_opened',
      'token_issued',
      'ledger_posted',
    ]);
  });

  it('restarts from a journal cut at any line boundary, or mid-line, never with an account short of its 10,000', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sign-up-journal-'));
    dirs.push(dir);
    const lines = linesOf((await signUp(dir)).path);
    const cuts = lines.map((_, kept) =>
      lines
        .slice(0, kept)
        .map((line) => `${line}\n`)
        .join(''),
    );
    const whole = `${lines.join('\n')}\n`;
    cuts.push(whole.slice(0, -Math.floor(lines.at(-1)!.length / 2)), whole);
    for (const [index, text] of cuts.entries()) {
      const path = join(dir, `cut-${index}.jsonl`);
      writeFileSync(path, text);
      const { state } = worldFrom(path);
      const tokens = Object.values(state.accounts.tokens).filter((token) => token.loginid === NEW_ACCOUNT);
      if (text === whole) {
        expect(state.accounts.accounts[NEW_ACCOUNT]).toBeDefined();
        expect(tokens).toHaveLength(1);
        expect(balanceOf(state.ledger, NEW_ACCOUNT)).toBe(OPENING_MINOR);
      } else {
        expect(state.accounts.accounts[NEW_ACCOUNT]).toBeUndefined();
        expect(tokens).toHaveLength(0);
        expect(balanceOf(state.ledger, NEW_ACCOUNT)).toBe(0);
      }
    }
  });
});
