import type { ReleaseAsset } from '../../api/endpoints/releases';

/** The desktop platforms the app is built for, in the order the page offers them. */
export const PLATFORMS = ['macos', 'windows'] as const;
export type Platform = (typeof PLATFORMS)[number];

const INSTALLER_EXTENSION: Record<Platform, string> = { macos: '.dmg', windows: '.exe' };

/** Each platform's installer among a release's files (the first with its extension), undefined where there is none. */
export function pickInstallers(assets: readonly ReleaseAsset[]): Record<Platform, ReleaseAsset | undefined> {
  const installerOf = (platform: Platform) =>
    assets.find((asset) => asset.name.toLowerCase().endsWith(INSTALLER_EXTENSION[platform]));
  return { macos: installerOf('macos'), windows: installerOf('windows') };
}
