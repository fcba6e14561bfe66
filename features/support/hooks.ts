import { After, AfterAll, Before, BeforeAll, Status, setDefaultTimeout } from '@cucumber/cucumber';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../e2e/browser';
import { startStack, type Stack } from '../../e2e/stack';
import type { ScenarioWorld } from './world';

setDefaultTimeout(30_000);

let stack: Stack;
let browser: Browser;

BeforeAll(async function () {
  stack = await startStack();
  browser = await launchBrowser();
});

Before(async function (this: ScenarioWorld) {
  this.stack = stack;
  this.context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  this.page = await this.context.newPage();
});

After(async function (this: ScenarioWorld, { result }) {
  if (result?.status === Status.FAILED) {
    this.attach(await this.page.screenshot({ fullPage: true }), 'image/png');
  }
  await this.context.close();
});

AfterAll(async function () {
  await browser?.close();
  await stack?.close();
});
