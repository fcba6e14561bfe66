import { useWebsiteStatusStreamQuery } from '../../api/endpoints/notices';
import { useLatestReleaseQuery, type LatestRelease } from '../../api/endpoints/releases';
import { localizedDate } from '../../lib/date-format';
import { localize } from '../../lib/localize';
import { PageLink } from '../../ui/page-links';
import { Spinner } from '../../ui/Spinner';
import { pickInstallers, PLATFORMS, type Platform } from './installers';
import './download.css';

/** Visitors from these countries are offered the desktop app first (accounts-and-money §6). */
const DESKTOP_FIRST_COUNTRIES: ReadonlySet<string> = new Set(['id']);

/**
 * download: the desktop app's latest release, its macOS and Windows installers as the release feed
 * lists them, beside trading in the browser; Indonesia's visitors see the desktop app first, highlighted.
 */
export function DownloadPage() {
  const { data: site } = useWebsiteStatusStreamQuery();
  const desktopFirst = DESKTOP_FIRST_COUNTRIES.has(site?.clients_country ?? '');
  const blocks = [<DesktopBlock key="desktop" featured={desktopFirst} />, <BrowserBlock key="browser" />];
  return (
    <section className="download" aria-labelledby="download-title">
      <h1 id="download-title">{localize('Download')}</h1>
      <p className="download__intro">{localize('Trade with Strike in your browser or in the desktop app.')}</p>
      <div className="download__blocks">{desktopFirst ? blocks : blocks.reverse()}</div>
    </section>
  );
}

function DesktopBlock({ featured }: { featured: boolean }) {
  const { data: release, isFetching, isError, refetch } = useLatestReleaseQuery();
  return (
    <section
      className={`card download__block${featured ? ' download__block--featured' : ''}`}
      aria-labelledby="desktop-app-title"
      data-testid="desktop-app"
    >
      <h2 id="desktop-app-title">{localize('Strike for desktop')}</h2>
      <p>{localize('The desktop app puts your account, charts and trades in a window of its own.')}</p>
      {isFetching ? (
        <Spinner />
      ) : isError || !release ? (
        <div className="download__unavailable" role="alert" data-testid="download-unavailable">
          <p>{localize('The download is unavailable at the moment. Please try again later.')}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {localize('Try again')}
          </button>
        </div>
      ) : (
        <Installers release={release} />
      )}
    </section>
  );
}

const PLATFORM_TEXTS = {
  macos: { button: 'Download for macOS', missing: 'This version has no macOS installer.' },
  windows: { button: 'Download for Windows', missing: 'This version has no Windows installer.' },
} as const satisfies Record<Platform, { button: string; missing: string }>;

/** "v1.4.2" as people read a version: 1.4.2 */
const versionOf = (release: LatestRelease) => release.tag_name.replace(/^v(?=\d)/, '');

function Installers({ release }: { release: LatestRelease }) {
  const installers = pickInstallers(release.assets);
  return (
    <>
      <p className="download__version" data-testid="release-version">
        {localize('Version [_1], released [_2]', versionOf(release), localizedDate(release.published_at.slice(0, 10)))}
      </p>
      <ul className="download__installers">
        {PLATFORMS.flatMap((platform) => {
          const installer = installers[platform];
          return installer
            ? [
                <li key={platform}>
                  <a
                    className="button button--primary"
                    href={installer.browser_download_url}
                    data-testid={`installer-${platform}`}
                  >
                    {localize(PLATFORM_TEXTS[platform].button)}
                  </a>
                </li>,
              ]
            : [];
        })}
      </ul>
      {PLATFORMS.filter((platform) => !installers[platform]).map((platform) => (
        <p key={platform} className="download__missing">
          {localize(PLATFORM_TEXTS[platform].missing)}
        </p>
      ))}
    </>
  );
}

function BrowserBlock() {
  return (
    <section className="card download__block" aria-labelledby="browser-title" data-testid="browser-trading">
      <h2 id="browser-title">{localize('Trade in your browser')}</h2>
      <p>{localize('Nothing to install: open the site in an up-to-date browser and trade from any computer.')}</p>
      <PageLink page="trading" className="button button--secondary">
        {localize('Start trading')}
      </PageLink>
    </section>
  );
}
