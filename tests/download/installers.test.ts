import { describe, expect, it } from 'vitest';
import { latestReleaseOf, type ReleaseAsset } from '../../src/api/endpoints/releases';
import { pickInstallers } from '../../src/features/download/installers';

const asset = (name: string): ReleaseAsset => ({
  name,
  browser_download_url: `https://example.com/releases/download/v2/${name}`,
  size: 10,
  content_type: 'application/octet-stream',
});

describe('pickInstallers', () => {
  it("picks the .dmg for macOS and the .exe for Windows among a release's files", () => {
    const dmg = asset('Strike-2.0.0.DMG');
    const exe = asset('Strike-Setup-2.0.0.exe');
    const installers = pickInstallers([asset('latest.yml'), asset('Strike-Setup-2.0.0.exe.blockmap'), exe, dmg]);
    expect(installers).toEqual({ macos: dmg, windows: exe });
  });

  it('leaves out a platform whose installer the release lacks', () => {
    const exe = asset('Strike-Setup-2.0.0.exe');
    expect(pickInstallers([exe, asset('Strike-2.0.0.zip')])).toEqual({ macos: undefined, windows: exe });
    expect(pickInstallers([])).toEqual({ macos: undefined, windows: undefined });
  });
});

describe('latestReleaseOf', () => {
  const answer = {
    tag_name: 'v2.0.0',
    name: 'Strike 2.0.0',
    published_at: '2026-11-02T08:30:00Z',
    html_url: 'https://example.com/releases/tag/v2.0.0',
    assets: [asset('Strike-2.0.0.dmg')],
  };

  it("reads a code host's latest-release answer", () => {
    expect(latestReleaseOf(answer)).toEqual({
      tag_name: 'v2.0.0',
      name: 'Strike 2.0.0',
      published_at: '2026-11-02T08:30:00Z',
      assets: [asset('Strike-2.0.0.dmg')],
    });
  });

  it('refuses what is not a release, and leaves out files it cannot link to', () => {
    for (const body of [null, 'v2', [], { message: 'Not Found' }, { ...answer, tag_name: 2 }])
      expect(latestReleaseOf(body), JSON.stringify(body)).toBeUndefined();
    const odd = {
      ...answer,
      name: '',
      assets: [1, { name: 'x.exe' }, { ...asset('y.exe'), browser_download_url: 'javascript:alert(1)' }],
    };
    expect(latestReleaseOf(odd)).toMatchObject({ name: 'v2.0.0', assets: [] });
    expect(latestReleaseOf({ ...answer, assets: undefined })?.assets).toEqual([]);
  });
});
