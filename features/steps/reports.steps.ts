import { defineParameterType, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { expectCount } from '../support/expectations';
import { untilPlatform } from '../support/platform-state';
import { untilFrames } from '../support/socket-frames';
import type { ScenarioWorld } from '../support/world';

/** A report's first page arrives within this. */
const WAIT = { timeout: 15_000 };
const downloaded = new WeakMap<ScenarioWorld, string[]>();

const REPORTS = { statement: 'statementws', 'profit table': 'profit_tablews' } as const;
type ReportName = keyof typeof REPORTS;
const ROW = { statement: 'statement-row', 'profit table': 'profit-row' } as const;

defineParameterType({ name: 'report', regexp: /statement|profit table/, transformer: (name: string) => name });

const rowsOf = (world: ScenarioWorld, report: ReportName) => world.page.getByTestId(ROW[report]);

Given(
  '{string} has {int} more deposits and withdrawals of {string}',
  async function (this: ScenarioWorld, loginid: string, count: number, amount: string) {
    await this.control.postTransactions(this.worldId, loginid, { count, amount });
  },
);

When('I open the {report} page', async function (this: ScenarioWorld, report: ReportName) {
  await this.page.goto(this.appUrl(`/en/user/${REPORTS[report]}.html`));
  await this.page
    .getByRole('heading', { name: report === 'statement' ? 'Statement' : 'Profit table', exact: true })
    .waitFor(WAIT);
});

Then('the {report} shows {int} rows', async function (this: ScenarioWorld, report: ReportName, count: number) {
  await expectCount(rowsOf(this, report), count);
});

When('I scroll to the end of the {report}', async function (this: ScenarioWorld, report: ReportName) {
  await rowsOf(this, report).last().scrollIntoViewIfNeeded();
  await this.page.evaluate(() => window.scrollBy(0, 1));
});

Then(
  'the platform was asked for the statement from offset {int}, {int} rows with their descriptions',
  async function (this: ScenarioWorld, offset: number, limit: number) {
    await untilFrames(
      this.page,
      (frames) =>
        frames.some(
          ({ direction, message }) =>
            direction === 'sent' &&
            message.statement === 1 &&
            message.offset === offset &&
            message.limit === limit &&
            message.description === 1,
        ) || undefined,
      (frames) =>
        `statement requests: ${JSON.stringify(frames.filter(({ message }) => message.statement === 1).map(({ message }) => message))}`,
    );
  },
);

When(
  'I filter the {report} from {string} to {string}',
  async function (this: ScenarioWorld, _report: ReportName, from: string, to: string) {
    await this.page.getByTestId('report-date-from').fill(from);
    await this.page.getByTestId('report-date-to').fill(to);
  },
);

Then(
  'every statement row is dated between {string} and {string} GMT',
  async function (this: ScenarioWorld, from: string, to: string) {
    const dates = await this.page.locator('[data-testid=statement-row] td:first-child').allTextContents();
    assert.ok(dates.length > 0, 'no statement rows');
    for (const date of dates) {
      assert.match(date, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/);
      assert.ok(date.slice(0, 10) >= from && date.slice(0, 10) <= to, date);
    }
  },
);

Then('the report says {string}', async function (this: ScenarioWorld, text: string) {
  await this.page.getByTestId('report-empty').filter({ hasText: text }).waitFor(WAIT);
});

When('I download the statement as a CSV file', async function (this: ScenarioWorld) {
  const [download] = await Promise.all([
    this.page.waitForEvent('download'),
    this.page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const path = await download.path();
  downloaded.set(
    this,
    (await readFile(path, 'utf8')).split('\r\n').filter((line) => line !== ''),
  );
});

Then('the CSV file starts with the line {string}', function (this: ScenarioWorld, heading: string) {
  assert.equal(downloaded.get(this)?.[0], heading);
});

Then(
  'the CSV file has a line for each statement row loaded, as the table shows it',
  async function (this: ScenarioWorld) {
    const lines = downloaded.get(this)?.slice(1) ?? [];
    const ids = await this.page
      .getByTestId('statement-row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-transaction-id')));
    assert.ok(lines.length >= ids.length, `${lines.length} lines for ${ids.length} rows`);
    const first = this.page.getByTestId('statement-row').first();
    const cells = await first.locator('td').allTextContents();
    const [date, reference] = cells;
    assert.ok(lines[0]!.startsWith(`${date},${reference},`), `${lines[0]} for ${cells.join(' | ')}`);
    assert.deepEqual(
      lines.slice(0, ids.length).map((line) => line.split(',')[1]),
      ids,
    );
    const balance = (await first.getByTestId('statement-balance').textContent())!.replace(/,/g, '');
    assert.ok(lines[0]!.endsWith(`,${balance}`), `${lines[0]} ends with the balance ${balance}`);
  },
);

When(
  'I open the reference of the newest row of the {report}',
  async function (this: ScenarioWorld, report: ReportName) {
    await rowsOf(this, report).first().getByTestId('report-reference').click();
  },
);

When(
  'I request the statement by e-mail from {string} to {string}',
  async function (this: ScenarioWorld, from: string, to: string) {
    await this.page.getByTestId('report-request-from').fill(from);
    await this.page.getByTestId('report-request-to').fill(to);
    await this.page.getByRole('button', { name: 'Request report' }).click();
  },
);

Then('the statement request says {string}', async function (this: ScenarioWorld, text: string) {
  await this.page
    .locator('.report-request [role=status], .report-request [role=alert]')
    .filter({ hasText: text })
    .waitFor(WAIT);
});

Then(
  '{int} statement e-mail(s) was/were sent to {string}',
  async function (this: ScenarioWorld, count: number, email: string) {
    await untilPlatform(
      this,
      async () =>
        (await this.control.outbox(this.worldId, email)).filter((message) => message.type === 'request_report'),
      (sent) => sent.length === count,
      (sent) => `${sent?.length ?? 0} statement e-mails went to ${email}, not ${count}`,
    );
  },
);

Then('the statement page offers no statement by e-mail', async function (this: ScenarioWorld) {
  await rowsOf(this, 'statement').first().waitFor(WAIT);
  assert.equal(await this.page.getByRole('heading', { name: 'Statement by e-mail' }).count(), 0);
});

Then(
  'the account statistics show deposits of {string} and withdrawals of {string}',
  async function (this: ScenarioWorld, deposits: string, withdrawals: string) {
    await this.page.getByTestId('total-deposits').filter({ hasText: deposits }).waitFor(WAIT);
    assert.equal(await this.page.getByTestId('total-withdrawals').textContent(), withdrawals);
  },
);

Then('the statement page shows no account statistics', async function (this: ScenarioWorld) {
  await rowsOf(this, 'statement').first().waitFor(WAIT);
  assert.equal(await this.page.getByTestId('account-statistics').count(), 0);
});

Then(
  'the profit table lists that contract with a profit or loss that is its sale price less its purchase price',
  async function (this: ScenarioWorld) {
    const row = rowsOf(this, 'profit table').first();
    await row.waitFor(WAIT);
    const cells = (await row.locator('td').allTextContents()).map((text) => text.trim());
    const number = (text: string) => Number(text.replace(/,/g, ''));
    assert.equal(number(cells[6]!), Math.round((number(cells[5]!) - number(cells[3]!)) * 100) / 100);
    assert.ok(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/.test(cells[2]!), cells[2]);
  },
);

Then('the profit table total is the sum of its rows', async function (this: ScenarioWorld) {
  const profits = await this.page.getByTestId('profit-loss').allTextContents();
  const total = await this.page.getByTestId('profit-total').textContent();
  const cents = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);
  assert.equal(
    cents(total!),
    profits.map(cents).reduce((sum, each) => sum + each, 0),
  );
});
