import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { DOWNLOAD_PATH, downloadPage } from '../pages/download';
import { expectPage, expectText } from '../support/expectations';
import type { ScenarioWorld } from '../support/world';

Given(
  'the release feed publishes {string} of {string} with the files {string}',
  async function (this: ScenarioWorld, tag: string, date: string, files: string) {
    await this.control.setRelease(this.worldId, {
      tag_name: tag,
      published_at: `${date}T09:00:00Z`,
      assets: files.split(', ').map((name) => ({ name, size: 1024 })),
    });
  },
);

Given('the release feed publishes no release', async function (this: ScenarioWorld) {
  await this.control.setRelease(this.worldId, null);
});

When('I open the download page', async function (this: ScenarioWorld) {
  await this.page.goto(this.appUrl(DOWNLOAD_PATH));
});

Then('the download page shows {string}', async function (this: ScenarioWorld, version: string) {
  await expectText(downloadPage(this.page).version, version);
});

Then('the download page offers {string}', async function (this: ScenarioWorld, buttons: string) {
  const { installers } = downloadPage(this.page);
  await expectPage(
    this.page,
    async () => (await installers.allInnerTexts()).map((text) => text.trim()).join(', '),
    (offered) => offered === buttons,
    (offered) => `the download page offers "${String(offered)}"`,
  );
});

Then("the installers' links are the feed's files, each of which downloads", async function (this: ScenarioWorld) {
  // The feed as the page reads it: through the app's origin, in this scenario's world (its cookie).
  const feed = (await (await this.page.request.get(this.appUrl('/releases/latest'))).json()) as {
    assets: { name: string; browser_download_url: string }[];
  };
  const hrefs = await downloadPage(this.page).installers.evaluateAll((links) =>
    links.map((link) => (link as HTMLAnchorElement).href),
  );
  const installers = feed.assets.filter((asset) => /\.(dmg|exe)$/.test(asset.name));
  assert.deepEqual(
    hrefs,
    installers.map((asset) => asset.browser_download_url),
  );
  for (const href of hrefs) {
    const response = await this.page.request.get(href);
    assert.equal(response.status(), 200, href);
    assert.match(response.headers()['content-disposition'] ?? '', /^attachment/, href);
  }
});

Then('the download page says {string}', async function (this: ScenarioWorld, message: string) {
  const { missingInstallers, unavailable } = downloadPage(this.page);
  await expectText(missingInstallers.or(unavailable.locator('p')).filter({ hasText: message }), message);
});

Then('the download page shows the blocks {string}', async function (this: ScenarioWorld, headings: string) {
  const { blockHeadings } = downloadPage(this.page);
  await expectPage(
    this.page,
    async () => (await blockHeadings.allInnerTexts()).map((text) => text.trim()).join(', '),
    (shown) => shown === headings,
    (shown) => `the download page shows the blocks "${String(shown)}"`,
  );
});

Then('the desktop app block is highlighted', async function (this: ScenarioWorld) {
  const { desktop } = downloadPage(this.page);
  await expectPage(
    this.page,
    () => desktop.getAttribute('class', { timeout: 1_000 }).catch(() => null),
    (classes) => classes?.includes('download__block--featured') === true,
    (classes) => `the desktop app block's classes are "${String(classes)}"`,
  );
});

Then('the desktop app block is not highlighted', async function (this: ScenarioWorld) {
  const { desktop } = downloadPage(this.page);
  await expectPage(
    this.page,
    () => desktop.getAttribute('class', { timeout: 1_000 }).catch(() => null),
    (classes) => classes !== null && !classes.includes('download__block--featured'),
    (classes) => `the desktop app block's classes are "${String(classes)}"`,
  );
});
