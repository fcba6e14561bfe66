import { After, AfterAll, AfterStep, Before, BeforeAll, Status, setDefaultTimeout } from '@cucumber/cucumber';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../e2e/browser';
import { startStack, type Stack } from '../../e2e/stack';
import { ACCESSIBILITY_EXCEPTIONS } from './accessibility-exceptions';
import { exceptionListProblems, failingFindings, formatFindings, withNewFindings } from './accessibility-findings';
import { pageView, rememberScanned, scanPage, showsUnscannedKinds } from './accessibility-scan';
import { recordCspViolations } from './csp-violations';
import { failureFolder, writeFailureReport } from './failure-report';
import { describePageHealth, pageTimersRun } from './page-health';
import { SEED_VARIABLE } from './scenario-seed';
import { recordSentFrames } from './sent-frames';
import { maskedFrames } from './frame-masks';
import { rawFramesOf, recordSocketFrames } from './socket-frames';
import { describeWorkerHealth, resetWorkerHealth } from './worker-health';
import type { ControlClient } from '../../simulator/control-client';
import { WORLD_COOKIE } from '../../simulator/server/world-path';
import { controlClientFor, type ScenarioWorld } from './world';

setDefaultTimeout(30_000);

/** A page that draws no frame gives no screenshot: the report goes on without one. */
const SCREENSHOT_TIMEOUT_MS = 10_000;
/** The simulator keeps the latest 2000 messages of a world; a report takes them all. */
const TRAFFIC_LIMIT = 2000;

let stack: Stack;
let browser: Browser;
let control: ControlClient;
let scenarioCount = 0;

BeforeAll(async function () {
  const problems = exceptionListProblems(ACCESSIBILITY_EXCEPTIONS);
  if (problems.length > 0) throw new Error(`accessibility-exceptions.ts:\n${problems.join('\n')}`);
  stack = await startStack();
  browser = await launchBrowser();
  control = controlClientFor(stack);
});

Before(async function (this: ScenarioWorld) {
  this.stack = stack;
  this.control = control;
  scenarioCount += 1;
  resetWorkerHealth();
  const world = await control.createWorld({ id: `scenario-${process.pid}-${scenarioCount}`, fixture: 'default' });
  this.worldId = world.id;
  await stack.registerApp(this.worldId);
  this.context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await recordSentFrames(this.context);
  recordSocketFrames(this.context);
  await recordCspViolations(this.context, this.cspViolations);
  await this.context.addCookies([{ name: WORLD_COOKIE, value: this.worldId, url: stack.appUrl }]);
  this.page = await this.context.newPage();
  this.page.on('console', (message) => this.consoleLines.push(`[${message.type()}] ${message.text()}`));
  this.page.on('pageerror', (error) => this.consoleLines.push(`[pageerror] ${error.message}`));
});

// The dev server (APP_SERVER=dev) serves the sources without the built app's headers and files.
Before({ tags: '@built-app' }, function () {
  return stack.appServer === 'dev' ? 'skipped' : undefined;
});

// A failed scenario's report: attached to the run's HTML report, and kept in a folder of its own (named
// after the scenario) with the page's socket frames both ways and the seed that replays its data.
After(async function (this: ScenarioWorld, { result, pickle }) {
  if (result?.status === Status.FAILED) {
    const health = `${await describePageHealth(this.page)}\n${describeWorkerHealth()}`;
    const screenshot = await this.page
      .screenshot({ fullPage: true, timeout: SCREENSHOT_TIMEOUT_MS })
      .catch(() => undefined);
    const traffic = await control.traffic(this.worldId, { limit: TRAFFIC_LIMIT });
    const folder = failureFolder(this.parameters.reportsFolder, {
      uri: pickle.uri,
      line: pickle.location?.line,
      name: pickle.name,
    });
    writeFailureReport(folder, {
      screenshot,
      consoleLines: this.consoleLines,
      frames: maskedFrames(rawFramesOf(this.context)),
      traffic,
      health,
      seed: this.seed,
    });
    if (screenshot) this.attach(screenshot, 'image/png');
    this.attach(this.consoleLines.join('\n') || '(the browser console was empty)', 'text/plain');
    this.attach(health, 'text/plain');
    this.attach(JSON.stringify(traffic, null, 2), 'application/json');
    this.attach(`Replay its data with ${SEED_VARIABLE}=${this.seed}. Its report: ${folder}`, 'text/plain');
  }
  await this.context.close();
  await control.deleteWorld(this.worldId);
});

AfterAll(async function () {
  await browser?.close();
  await stack?.close();
});

// The built app must work under its Content-Security-Policy: a scenario fails when the policy blocked
// anything in its pages. (Cucumber runs this before the hook above, which reports the failure.)
After(function (this: ScenarioWorld) {
  if (this.cspViolations.length > 0)
    throw new Error(`the app's Content-Security-Policy blocked:\n${this.cspViolations.join('\n')}`);
});

// Every page a scenario shows is scanned for accessibility: after a step that left the page showing a
// kind of element this worker has not scanned yet at its path and dialogs (see accessibility-scan.ts),
// axe-core runs on it. The scenario fails on a serious or critical finding that
// accessibility-exceptions.ts does not list.
AfterStep(async function (this: ScenarioWorld, { pickleStep, result }) {
  if (result.status !== Status.PASSED) return;
  const view = await pageView(this.page);
  if (view === undefined || !showsUnscannedKinds(view)) return;
  // axe-core waits on timers: while the scenario holds the page's clock, the view is scanned at a later
  // step, once the clock runs again.
  if (!(await pageTimersRun(this.page))) return;
  const violations = await scanPage(this.page, ACCESSIBILITY_EXCEPTIONS);
  if (!violations) return;
  rememberScanned(view);
  const where = { page: new URL(this.page.url()).pathname, step: pickleStep.text };
  this.accessibilityFindings = withNewFindings(
    this.accessibilityFindings,
    failingFindings(violations, where, ACCESSIBILITY_EXCEPTIONS),
  );
});

After(function (this: ScenarioWorld) {
  if (this.accessibilityFindings.length > 0) throw new Error(formatFindings(this.accessibilityFindings));
});
