import { defineParameterType, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { REPORTS, reportPage, type ReportName } from '../pages/reports';
import { expectCount, expectPage, expectText, including, PAGE_WAIT } from '../support/expectations';
import { untilPlatform } from '../support/platform-state';
import { untilFrames } from '../support/socket-frames';
import type { ScenarioWorld } from '../support/world';

const downloaded = new WeakMap<ScenarioWorld, string[]>();

defineParameterType({ name: 'report', regexp: /statement|profit table/, transformer: (name: string) => name });

const rowsOf = (world: ScenarioWorld, report: ReportName) => reportPage(world.page, report).rows;
/** A GMT time as the reports show it. */
const GMT_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/;
const amount = (text: string) => Number(text.replace(/,/g, ''));

Given(
  '{string} has {int} more deposits and withdrawals of {string}',
  async function (this: ScenarioWorld, loginid: string, count: number, amount: string) {
    await this.control.postTransactions(this.worldId, loginid, { count, amount });
  },
);

When('I open the {report} page', async function (this: ScenarioWorld, report: ReportName) {
  await this.page.goto(this.appUrl(REPORTS[report].path));
  await reportPage(this.page, report).heading.waitFor(PAGE_WAIT);
});

Then('the {report} shows {int} rows', async function (this: ScenarioWorld, report: ReportName, count: number) {
  await expectCount(rowsOf(this, report), count);
});

When('I scroll to the end of the {report}', async function (this: ScenarioWorld, report: ReportName) {
  await rowsOf(this, report).last().scrollIntoViewIfNeeded();
  await this.page.evaluate(() => window.scrollBy(0, 1));
});

/** Waits until the page has sent a request of `call` matching `fields`. */
async function untilAsked(world: ScenarioWorld, call: 'statement' | 'profit_table', fields: Record<string, number>) {
  await untilFrames(
    world.page,
    (frames) =>
      frames.some(
        ({ direction, message }) =>
          direction === 'sent' &&
          message[call] === 1 &&
          Object.entries(fields).every(([field, value]) => message[field] === value),
      ) || undefined,
    (frames) =>
      `${call} requests: ${JSON.stringify(frames.filter(({ message }) => message[call] === 1).map(({ message }) => message))}`,
  );
}

Then(
  'the platform was asked for the statement from offset {int}, {int} rows with their descriptions',
  async function (this: ScenarioWorld, offset: number, limit: number) {
    await untilAsked(this, 'statement', { offset, limit, description: 1 });
  },
);

Then(
  'the platform was asked for the profit table from offset {int}, {int} rows with their descriptions',
  async function (this: ScenarioWorld, offset: number, limit: number) {
    await untilAsked(this, 'profit_table', { offset, limit, description: 1 });
  },
);

When(
  'I filter the {report} from {string} to {string}',
  async function (this: ScenarioWorld, report: ReportName, from: string, to: string) {
    const { dateFrom, dateTo } = reportPage(this.page, report);
    await dateFrom.fill(from);
    await dateTo.fill(to);
  },
);

Then(
  'every statement row is dated between {string} and {string} GMT',
  async function (this: ScenarioWorld, from: string, to: string) {
    const within = (date: string) => GMT_TIME.test(date) && date.slice(0, 10) >= from && date.slice(0, 10) <= to;
    await expectPage(
      this.page,
      () => reportPage(this.page, 'statement').statementDates.allTextContents(),
      (dates) => dates.length > 0 && dates.every(within),
      (dates) => `the statement rows are dated ${JSON.stringify(dates)}`,
    );
  },
);

Then('the report says {string}', async function (this: ScenarioWorld, text: string) {
  await reportPage(this.page, 'statement').empty(text).waitFor(PAGE_WAIT);
});

When('I download the statement as a CSV file', async function (this: ScenarioWorld) {
  const [download] = await Promise.all([
    this.page.waitForEvent('download'),
    reportPage(this.page, 'statement').downloadCsv.click(),
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
    const statement = reportPage(this.page, 'statement');
    const ids = await statement.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-transaction-id')));
    assert.ok(lines.length >= ids.length, `${lines.length} lines for ${ids.length} rows`);
    const first = statement.row(0);
    const cells = await first.cells.allTextContents();
    const [date, reference] = cells;
    assert.ok(lines[0]!.startsWith(`${date},${reference},`), `${lines[0]} for ${cells.join(' | ')}`);
    assert.deepEqual(
      lines.slice(0, ids.length).map((line) => line.split(',')[1]),
      ids,
    );
    const balance = (await first.balance.textContent())!.replace(/,/g, '');
    assert.ok(lines[0]!.endsWith(`,${balance}`), `${lines[0]} ends with the balance ${balance}`);
  },
);

When(
  'I open the reference of the newest row of the {report}',
  async function (this: ScenarioWorld, report: ReportName) {
    await reportPage(this.page, report).row(0).reference.click();
  },
);

When(
  'I request the statement by e-mail from {string} to {string}',
  async function (this: ScenarioWorld, from: string, to: string) {
    const { request } = reportPage(this.page, 'statement');
    await request.from.fill(from);
    await request.to.fill(to);
    await request.send.click();
  },
);

Then('the statement request says {string}', async function (this: ScenarioWorld, text: string) {
  await reportPage(this.page, 'statement').request.message(text).waitFor(PAGE_WAIT);
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
  const statement = reportPage(this.page, 'statement');
  await statement.rows.first().waitFor(PAGE_WAIT);
  await expectCount(statement.request.heading, 0);
});

Then(
  'the account statistics show deposits of {string} and withdrawals of {string}',
  async function (this: ScenarioWorld, deposits: string, withdrawals: string) {
    const { statistics } = reportPage(this.page, 'statement');
    await expectText(statistics.deposits, including(deposits));
    await expectText(statistics.withdrawals, withdrawals);
  },
);

Then('the statement page shows no account statistics', async function (this: ScenarioWorld) {
  const statement = reportPage(this.page, 'statement');
  await statement.rows.first().waitFor(PAGE_WAIT);
  await expectCount(statement.statistics.panel, 0);
});

Then(
  'the profit table lists that contract with a profit or loss that is its sale price less its purchase price',
  async function (this: ScenarioWorld) {
    const { cells: newest } = reportPage(this.page, 'profit table').row(0);
    const consistent = ([, , sold = '', bought = '', , salePrice = '', profit = '']: string[]) =>
      amount(profit) === Math.round((amount(salePrice) - amount(bought)) * 100) / 100 && GMT_TIME.test(sold);
    await expectPage(
      this.page,
      async () => (await newest.allTextContents()).map((text) => text.trim()),
      (cells) => cells.length > 0 && consistent(cells),
      (cells) => `the newest profit table row shows ${JSON.stringify(cells)}`,
    );
  },
);

Then('the profit table total is the sum of its rows', async function (this: ScenarioWorld) {
  const { profitLosses, profitTotal } = reportPage(this.page, 'profit table');
  const cents = (text: string) => Math.round(amount(text) * 100);
  await expectPage(
    this.page,
    async () => ({
      profits: await profitLosses.allTextContents(),
      total: await profitTotal.textContent({ timeout: 1_000 }).catch(() => null),
    }),
    ({ profits, total }) => total !== null && cents(total) === profits.map(cents).reduce((sum, each) => sum + each, 0),
    (shown) => `the profit table shows ${JSON.stringify(shown)}`,
  );
});
