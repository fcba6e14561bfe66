import { Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { expectPage } from '../support/expectations';
import type { ScenarioWorld } from '../support/world';

/** The headers of the response last fetched from the app's server, by the steps below. */
const fetchedHeaders = new WeakMap<ScenarioWorld, Headers>();

async function fetchFromApp(world: ScenarioWorld, path: string): Promise<void> {
  const response = await fetch(world.appUrl(path));
  assert.equal(response.status, 200, `the app's server answered ${path} with ${response.status}`);
  fetchedHeaders.set(world, response.headers);
}

function headersOf(world: ScenarioWorld): Headers {
  const headers = fetchedHeaders.get(world);
  assert.ok(headers, 'nothing was fetched from the app server yet');
  return headers;
}

/** Takes out of the scenario's record the violations of `directive`, which the scenario set off on purpose. */
function takeViolations(world: ScenarioWorld, directive: string): string[] {
  const isOfDirective = (violation: string) => violation.startsWith(`${directive} `);
  const taken = world.cspViolations.filter(isOfDirective);
  world.cspViolations.splice(0, Infinity, ...world.cspViolations.filter((violation) => !isOfDirective(violation)));
  return taken;
}

When("I fetch {string} from the app's server", async function (this: ScenarioWorld, path: string) {
  await fetchFromApp(this, path);
});

When("I fetch the script that page loads from the app's server", async function (this: ScenarioWorld) {
  const page = await (await fetch(this.appUrl('/en/trading.html'))).text();
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(page)?.[1];
  assert.ok(script, 'the page loads no script');
  await fetchFromApp(this, script);
});

Then('its headers are:', function (this: ScenarioWorld, table: DataTable) {
  const headers = headersOf(this);
  for (const [name, value] of table.raw()) assert.equal(headers.get(name!), value, `header ${name}`);
});

Then('its Content-Security-Policy is:', function (this: ScenarioWorld, table: DataTable) {
  const policy = headersOf(this).get('content-security-policy');
  assert.ok(policy, 'the response has no Content-Security-Policy');
  const directives = policy.split(';').map((directive) => directive.trim().split(/\s+/).join(' '));
  assert.deepEqual(
    directives,
    table.raw().map(([name, sources]) => `${name} ${sources}`),
  );
});

Then('the browser blocked nothing under the Content-Security-Policy', function (this: ScenarioWorld) {
  assert.deepEqual(this.cspViolations, []);
});

When('a script written into the page tries to run', async function (this: ScenarioWorld) {
  const ran = await this.page.evaluate(() => {
    // What the browser blocked, as it reports it: a later step waits for the report.
    const blocked: string[] = [];
    Object.defineProperty(window, '__blockedDirectives', { value: blocked });
    document.addEventListener('securitypolicyviolation', (event) => blocked.push(event.effectiveDirective));
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.injected = "ran"';
    document.head.append(script);
    return document.documentElement.dataset.injected === 'ran';
  });
  assert.equal(ran, false, 'the script written into the page ran');
});

Then(
  'the browser blocked it under {string} of the Content-Security-Policy',
  async function (this: ScenarioWorld, directive: string) {
    // The browser reports a violation in a task of its own, after blocking; the scenario's record hears of
    // it before the page answers a question asked after the report.
    await expectPage(
      this.page,
      () => this.page.evaluate(() => (window as { __blockedDirectives?: string[] }).__blockedDirectives ?? []),
      (blocked) => blocked.includes(directive),
      () => `the browser reported nothing under ${directive}`,
    );
    assert.notDeepEqual(takeViolations(this, directive), [], `the browser reported nothing under ${directive}`);
  },
);

When('a page of the app shows {string} in a frame', async function (this: ScenarioWorld, path: string) {
  await this.page.evaluate(
    (source) =>
      new Promise((resolve) => {
        const frame = document.createElement('iframe');
        frame.title = 'A page of the app';
        frame.addEventListener('load', resolve, { once: true });
        frame.src = source;
        document.body.append(frame);
      }),
    path,
  );
});

Then('the frame does not show the app', function (this: ScenarioWorld) {
  const frame = this.page.frames().find((candidate) => candidate !== this.page.mainFrame());
  assert.ok(frame, 'the page has no frame');
  assert.equal(frame.url().startsWith(this.stack.appUrl), false, `the frame shows ${frame.url()}`);
  takeViolations(this, 'frame-ancestors');
});
