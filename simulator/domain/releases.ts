/** An installer of a desktop app release, as the release feed lists it. */
export interface PublishedAsset {
  name: string;
  /** Bytes, as the feed reports them (the simulator serves a short placeholder body). */
  size: number;
  content_type: string;
}

/** A release of the desktop app, as the release feed publishes it. */
export interface PublishedRelease {
  tag_name: string;
  name: string;
  /** ISO 8601, e.g. 2026-10-01T09:00:00Z */
  published_at: string;
  assets: PublishedAsset[];
}

/** What the feed serves: a release, or null where none is published (the feed answers 404). */
export type ReleaseSetting = PublishedRelease | null;

/** The release every world's feed serves until the control API sets another. */
export const DEFAULT_RELEASE: PublishedRelease = {
  tag_name: 'v1.4.2',
  name: 'Strike 1.4.2',
  published_at: '2026-10-01T09:00:00Z',
  assets: [
    { name: 'Strike-1.4.2.dmg', size: 94_371_840, content_type: 'application/x-apple-diskimage' },
    { name: 'Strike-Setup-1.4.2.exe', size: 81_788_928, content_type: 'application/vnd.microsoft.portable-executable' },
  ],
};
