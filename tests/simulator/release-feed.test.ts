import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RELEASE } from '../../simulator/domain/releases';
import { startTestSimulator, type TestSimulator } from '../support/simulator';

let simulator: TestSimulator;

beforeAll(async () => {
  simulator = await startTestSimulator();
});
afterEach(async () => {
  for (const world of await simulator.control.listWorlds())
    if (!world.default) await simulator.control.deleteWorld(world.id);
  await simulator.control.call('PUT', '/release', { release: DEFAULT_RELEASE });
});
afterAll(async () => {
  await simulator.close();
});

const RELEASE = {
  tag_name: 'v2.0.0',
  name: 'Strike 2.0.0',
  published_at: '2026-11-02T08:30:00Z',
  assets: [
    { name: 'Strike-2.0.0.dmg', size: 1200, content_type: 'application/x-apple-diskimage' },
    { name: 'Strike-Setup-2.0.0.exe' },
  ],
};

async function latest(prefix = ''): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${simulator.url}${prefix}/releases/latest`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the release feed', () => {
  it('serves the latest release in the shape of a code host answer, with links to its installers', async () => {
    const { status, body } = await latest();
    expect(status).toBe(200);
    expect(body).toMatchObject({ tag_name: 'v1.4.2', name: 'Strike 1.4.2', published_at: '2026-10-01T09:00:00Z' });
    expect(body.html_url).toBe(`${simulator.url}/releases/tag/v1.4.2`);
    expect(body.assets).toEqual([
      {
        name: 'Strike-1.4.2.dmg',
        browser_download_url: `${simulator.url}/releases/download/v1.4.2/Strike-1.4.2.dmg`,
        size: 94_371_840,
        content_type: 'application/x-apple-diskimage',
      },
      expect.objectContaining({
        browser_download_url: `${simulator.url}/releases/download/v1.4.2/Strike-Setup-1.4.2.exe`,
      }),
    ]);
  });

  it('serves each installer at its link, and nothing else under the release', async () => {
    const installer = await fetch(`${simulator.url}/releases/download/v1.4.2/Strike-1.4.2.dmg`);
    expect(installer.status).toBe(200);
    expect(installer.headers.get('content-type')).toBe('application/x-apple-diskimage');
    expect(installer.headers.get('content-disposition')).toBe('attachment; filename="Strike-1.4.2.dmg"');
    expect(await installer.text()).toContain('Strike-1.4.2.dmg');
    for (const path of ['v1.4.2/Other.dmg', 'v0.9.0/Strike-1.4.2.dmg', 'v1.4.2/Strike-1.4.2.dmg/x', '%E0%A4%A/x'])
      expect((await fetch(`${simulator.url}/releases/download/${path}`)).status, path).toBe(404);
  });

  it("sets one world's release, leaving the others on the simulator-wide one until it is deleted", async () => {
    const world = await simulator.control.createWorld({ id: 'feed' });
    const set = await simulator.control.setRelease(world.id, RELEASE);
    expect(set).toEqual({
      ...RELEASE,
      assets: [
        RELEASE.assets[0],
        { name: 'Strike-Setup-2.0.0.exe', size: 0, content_type: 'application/octet-stream' },
      ],
    });
    const own = await latest('/worlds/feed');
    expect(own.body).toMatchObject({ tag_name: 'v2.0.0', published_at: '2026-11-02T08:30:00Z' });
    expect((own.body.assets as { browser_download_url: string }[]).map((asset) => asset.browser_download_url)).toEqual([
      `${simulator.url}/worlds/feed/releases/download/v2.0.0/Strike-2.0.0.dmg`,
      `${simulator.url}/worlds/feed/releases/download/v2.0.0/Strike-Setup-2.0.0.exe`,
    ]);
    expect((await fetch(`${simulator.url}/worlds/feed/releases/download/v2.0.0/Strike-2.0.0.dmg`)).status).toBe(200);
    expect((await latest()).body.tag_name).toBe('v1.4.2');

    await simulator.control.call('DELETE', '/worlds/feed/release');
    expect((await latest('/worlds/feed')).body.tag_name).toBe('v1.4.2');
  });

  it('sets every world without its own release at once, and answers 404 where none is published', async () => {
    await simulator.control.call('PUT', '/release', { release: RELEASE });
    expect((await latest()).body.tag_name).toBe('v2.0.0');
    await simulator.control.setRelease('default', null);
    expect(await latest()).toEqual({ status: 404, body: { message: 'Not Found' } });
    expect((await fetch(`${simulator.url}/releases/download/v2.0.0/Strike-2.0.0.dmg`)).status).toBe(404);
    await simulator.control.resetWorld('default');
    expect((await latest()).body.tag_name).toBe('v2.0.0');
  });

  it('refuses a release of the wrong shape', async () => {
    const refused = (release: unknown) =>
      simulator.control.setRelease('default', release as typeof RELEASE).then(
        () => 'accepted',
        (error: { status: number; code: string }) => `${error.status} ${error.code}`,
      );
    expect(await refused({ ...RELEASE, published_at: 'yesterday' })).toBe('400 InvalidBody');
    expect(await refused({ ...RELEASE, assets: 'x.dmg' })).toBe('400 InvalidBody');
    expect(await refused({ ...RELEASE, assets: [{ name: '../etc/passwd' }] })).toBe('400 InvalidBody');
    expect(await refused({ ...RELEASE, extra: 1 })).toBe('400 InvalidBody');
    expect((await latest()).body.tag_name).toBe('v1.4.2');
  });
});
