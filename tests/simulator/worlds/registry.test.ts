import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { controlErrorOf } from '../../../simulator/server/control/route';
import { WorldError } from '../../../simulator/world/world-error';
import { DEFAULT_WORLD_ID, WorldRegistry } from '../../../simulator/world/registry';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sim-registry-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function refusal(run: () => unknown): { status: number; code: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof WorldError) return { status: controlErrorOf(error).status, code: error.code };
    throw error;
  }
  throw new Error('expected a WorldError');
}

describe('WorldRegistry', () => {
  it('starts with the default world from its fixture and seed', () => {
    const registry = new WorldRegistry({ fixture: 'default', seed: 5 });
    expect(registry.list().map(({ id, fixture, seed }) => ({ id, fixture, seed }))).toEqual([
      { id: DEFAULT_WORLD_ID, fixture: 'default', seed: 5 },
    ]);
    expect(registry.defaultWorld.seed).toBe(5);
  });

  it('creates worlds with given or short URL-safe generated ids', () => {
    const registry = new WorldRegistry();
    expect(registry.create({ id: 'qa-1', seed: 9 }).id).toBe('qa-1');
    const generated = registry.create().id;
    expect(generated).toMatch(/^[a-z0-9]{8}$/);
    expect(registry.get('qa-1').seed).toBe(9);
    expect(registry.list().map((entry) => entry.id)).toEqual([DEFAULT_WORLD_ID, 'qa-1', generated]);
  });

  it('refuses unknown worlds, taken or malformed ids, unknown fixtures and deleting the default world', () => {
    const registry = new WorldRegistry();
    registry.create({ id: 'taken' });
    expect(refusal(() => registry.get('nope'))).toEqual({ status: 404, code: 'WorldNotFound' });
    expect(refusal(() => registry.reset('nope'))).toEqual({ status: 404, code: 'WorldNotFound' });
    expect(refusal(() => registry.delete('nope'))).toEqual({ status: 404, code: 'WorldNotFound' });
    expect(refusal(() => registry.create({ id: 'taken' }))).toEqual({ status: 409, code: 'WorldExists' });
    expect(refusal(() => registry.create({ id: '../etc' }))).toEqual({ status: 400, code: 'InvalidWorldId' });
    expect(refusal(() => registry.create({ fixture: 'no-such' }))).toEqual({ status: 400, code: 'UnknownFixture' });
    expect(refusal(() => registry.create({ seed: 1.5 }))).toEqual({ status: 400, code: 'InvalidSeed' });
    expect(refusal(() => registry.delete(DEFAULT_WORLD_ID))).toEqual({ status: 409, code: 'DefaultWorldKept' });
    expect(registry.find('nope')).toBeUndefined();
  });

  it('keeps worlds isolated: a change in one is not seen in another', () => {
    const registry = new WorldRegistry();
    const a = registry.create({ id: 'a' });
    const b = registry.create({ id: 'b' });
    a.commit({ type: 'site_set', status: 'down', message: 'a only' });
    a.commit({ type: 'app_registered', app_id: '31415', redirect_uri: 'https://a.example/cb' });
    a.moveClock((clock) => clock.set(Date.UTC(2030, 0, 1)));
    a.faults.queue('ping', { latencyMs: 5 });
    expect(b.state.site).toEqual({
      status: 'up',
      clients_country: 'id',
      registered_app_ids: [],
      app_redirect_uris: { '1': 'https://app.example.com/{lang}/logged_inws.html' },
    });
    expect(registry.defaultWorld.state.site.status).toBe('up');
    expect(b.clock.nowMs()).not.toBe(a.clock.nowMs());
    expect(b.faults.take('ping')).toBeUndefined();
  });

  it('resets a world to its fixture and seed under the same id, dropping its connections', () => {
    const registry = new WorldRegistry();
    const before = registry.create({ id: 'r', seed: 3 });
    before.commit({ type: 'site_set', status: 'down' });
    const closed: number[] = [];
    before.connections.add({ id: 'c1', close: (code) => closed.push(code) });
    const after = registry.reset('r');
    expect(after).not.toBe(before);
    expect(after.id).toBe('r');
    expect(after.seed).toBe(3);
    expect(after.state.site.status).toBe('up');
    expect(closed).toEqual([1012]);
    before.commit({ type: 'site_set', status: 'down' });
    expect(registry.get('r').state.site.status).toBe('up');
  });

  it('deletes a world and drops its connections', () => {
    const registry = new WorldRegistry();
    const world = registry.create({ id: 'gone' });
    const closed: number[] = [];
    world.connections.add({ id: 'c1', close: (code) => closed.push(code) });
    registry.delete('gone');
    expect(registry.find('gone')).toBeUndefined();
    expect(closed).toEqual([1012]);
  });
});

describe('WorldRegistry with a data dir', () => {
  it('restores every world with every change after a restart', () => {
    const dir = dataDir();
    const first = new WorldRegistry({ dataDir: dir, seed: 2 });
    first.defaultWorld.commit({ type: 'site_set', status: 'updating', message: 'default' });
    const kept = first.create({ id: 'kept', seed: 11 });
    kept.commit({ type: 'site_set', status: 'down', message: 'kept' });
    kept.moveClock((clock) => {
      clock.set(Date.UTC(2031, 5, 1));
      clock.freeze();
    });
    first.create({ id: 'deleted' }).commit({ type: 'site_set', status: 'down' });
    first.delete('deleted');
    const stale = first.create({ id: 'reset' });
    stale.commit({ type: 'site_set', status: 'down' });
    first.reset('reset');
    stale.commit({ type: 'site_set', status: 'down', message: 'from the world before the reset' });

    const second = new WorldRegistry({ dataDir: dir, seed: 2 });
    expect(second.list().map(({ id, seed }) => ({ id, seed }))).toEqual([
      { id: DEFAULT_WORLD_ID, seed: 2 },
      { id: 'kept', seed: 11 },
      { id: 'reset', seed: 2 },
    ]);
    expect(second.defaultWorld.state.site).toMatchObject({ status: 'updating', message: 'default' });
    expect(second.get('kept').state.site).toMatchObject({ status: 'down', message: 'kept' });
    expect(second.get('kept').clock.nowMs()).toBe(Date.UTC(2031, 5, 1));
    expect(second.get('kept').clock.isFrozen()).toBe(true);
    expect(second.get('reset').state.site.status).toBe('up');
    expect(existsSync(join(dir, 'worlds', 'deleted.jsonl'))).toBe(false);
  });

  it('journals creations, resets and deletions in registry.jsonl', () => {
    const dir = dataDir();
    const registry = new WorldRegistry({ dataDir: dir });
    registry.create({ id: 'w', fixture: 'default', seed: 4 });
    registry.reset('w');
    registry.delete('w');
    const lines = readFileSync(join(dir, 'registry.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      { op: 'create', id: 'w', fixture: 'default', seed: 4 },
      { op: 'reset', id: 'w' },
      { op: 'delete', id: 'w' },
    ]);
  });

  it('starts a re-created id empty, and ignores a torn last line of the registry journal', () => {
    const dir = dataDir();
    const first = new WorldRegistry({ dataDir: dir });
    first.create({ id: 'again' }).commit({ type: 'site_set', status: 'down' });
    first.delete('again');
    first.create({ id: 'again' });
    appendFileSync(join(dir, 'registry.jsonl'), '{"op":"create","id":"to');

    const second = new WorldRegistry({ dataDir: dir });
    expect(second.list().map((entry) => entry.id)).toEqual([DEFAULT_WORLD_ID, 'again']);
    expect(second.get('again').state.site.status).toBe('up');
    second.create({ id: 'after-tear' });
    expect(new WorldRegistry({ dataDir: dir }).find('after-tear')).toBeDefined();
  });
});
