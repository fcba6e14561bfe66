/**
 * `npm run bench`: the performance table, printed and written to reports/bench.json. A benchmark, not a
 * test: it reports figures and whether they meet the targets, and never fails for a slow machine.
 * `--smoke` runs every section briefly, so `npm test` keeps the benchmark from rotting.
 */
import { existsSync } from 'node:fs';
import { measureBuys } from './buys';
import { MILESTONES, type CriticalPath } from './critical-path';
import { measureBuildScripts, measureFirstRenderScripts } from './bundle';
import { measurePricing } from './pricing';
import { measureProposalStreams } from './proposal-streams';
import { printTable, writeReport, type BenchRow } from './report';
import { compareRoundTrips } from './round-trip';
import { startChildServer, type ChildServer } from './servers/child-server';

const smoke = process.argv.includes('--smoke');
const ROUND_TRIP_MS = smoke ? 300 : 6_000;
const ROUND_TRIP_ROUNDS = smoke ? 1 : 6;
const rows: BenchRow[] = [];

function startSimulator(): Promise<ChildServer> {
  return startChildServer('simulator/main.ts', [
    ...['--port', '0', '--world', 'bench', '--log-level', 'error', '--production'],
  ]);
}

/** One simulator serves the round trips and the buys (a start costs seconds on a busy machine). */
let shared: Promise<ChildServer> | undefined;
const sharedSimulator = () => (shared ??= startSimulator());

async function roundTripSection(): Promise<void> {
  const echo = await startChildServer('bench/servers/echo-server.ts');
  const simulator = await sharedSimulator();
  try {
    for (const connections of [1, 100]) {
      const {
        echo: bare,
        simulator: ours,
        ratio,
      } = await compareRoundTrips(
        { url: `ws://127.0.0.1:${echo.port}`, pid: echo.process.pid! },
        { url: `ws://127.0.0.1:${simulator.port}/websockets/v3?app_id=1&l=EN`, pid: simulator.process.pid! },
        connections,
        ROUND_TRIP_MS,
        ROUND_TRIP_ROUNDS,
      );
      const section = `ping round trip, ${connections} connection${connections === 1 ? '' : 's'}`;
      rows.push(
        { section, measure: 'echo server', value: bare.perSecond, unit: 'req/s' },
        { section, measure: 'simulator', value: ours.perSecond, unit: 'req/s' },
        {
          section,
          measure: 'simulator / echo (median of rounds)',
          value: ratio * 100,
          unit: '%',
          target: '>= 50 %',
          met: ratio >= 0.5,
        },
        { section, measure: 'echo p50 / p99', value: bare.p50, unit: `ms / ${bare.p99.toFixed(2)} ms` },
        { section, measure: 'simulator p50 / p99', value: ours.p50, unit: `ms / ${ours.p99.toFixed(2)} ms` },
        { section, measure: 'echo CPU per request', value: bare.cpuMicrosecondsPerRequest, unit: 'µs' },
        { section, measure: 'simulator CPU per request', value: ours.cpuMicrosecondsPerRequest, unit: 'µs' },
      );
    }
  } finally {
    await echo.stop();
  }
}

/** On a simulator of its own, so its memory is that of the streams. */
async function proposalStreamsSection(): Promise<void> {
  const simulator = await startSimulator();
  try {
    const streams = smoke ? 50 : 1_000;
    const timing = smoke ? { warmUpMs: 0, durationMs: 3_000 } : { warmUpMs: 6_000, durationMs: 60_000 };
    const result = await measureProposalStreams(
      `ws://127.0.0.1:${simulator.port}/websockets/v3?app_id=1&l=EN`,
      simulator.process.pid!,
      streams,
      timing,
    );
    const section = `${streams} proposal streams on R_100`;
    if (timing.warmUpMs > 0)
      rows.push({
        section,
        measure: `slowest tick of the warm-up (the first ${timing.warmUpMs / 1000} s)`,
        value: result.warmUpMaxMs,
        unit: 'ms',
      });
    rows.push(
      { section, measure: 'ticks measured after the warm-up', value: result.ticks, unit: '' },
      { section, measure: 'tick to last update, p50', value: result.p50, unit: 'ms' },
      {
        section,
        measure: 'tick to last update, p99',
        value: result.p99,
        unit: 'ms',
        target: '< 50 ms',
        met: result.p99 < 50,
      },
      { section, measure: 'simulator CPU per tick (main thread)', value: result.cpuMsPerTick, unit: 'ms' },
      { section, measure: 'simulator resident memory', value: result.residentMb, unit: 'MB' },
    );
  } finally {
    await simulator.stop();
  }
}

async function buysSection(): Promise<void> {
  const simulator = await sharedSimulator();
  const connections = smoke ? 4 : 100;
  const result = await measureBuys(
    `http://127.0.0.1:${simulator.port}`,
    `ws://127.0.0.1:${simulator.port}/websockets/v3?app_id=1&l=EN`,
    connections,
    smoke ? 1_000 : 10_000,
  );
  const section = `buy by parameters, ${connections} connections (an account each)`;
  rows.push(
    { section, measure: 'buys', value: result.perSecond, unit: 'per s' },
    { section, measure: 'latency p50', value: result.p50, unit: 'ms' },
    { section, measure: 'latency p99', value: result.p99, unit: 'ms' },
    { section, measure: 'refused', value: result.refused, unit: '' },
  );
}

function pricingSection(): void {
  for (const { name, microseconds } of measurePricing(smoke ? 3 : 25, smoke ? 200 : 20_000))
    rows.push({ section: 'pricing, median per call', measure: name, value: microseconds, unit: 'µs' });
}

async function appSection(): Promise<void> {
  if (!existsSync('dist/index.html')) {
    console.log('The app is not built ("npm run build"): the app section is skipped.');
    return;
  }
  const firstRender = await measureFirstRenderScripts('/en/trading.html');
  rows.push(
    {
      section: 'app',
      measure: 'JS for the first render of the trading page (gzip)',
      value: firstRender / 1024,
      unit: 'KB',
      target: '< 250 KB',
      met: firstRender < 250 * 1024,
    },
    { section: 'app', measure: 'JS of the whole build (gzip)', value: measureBuildScripts() / 1024, unit: 'KB' },
  );
  const runs = smoke ? 1 : 5;
  const minutes = smoke ? 0.5 : 10;
  // Loaded here only: the browser and the app server are heavy to import.
  const { measureFirstPrice, measureHeapGrowth, withTradingPage } = await import('./trading-page');
  const [firstPrice, heap] = await withTradingPage(async (stack, browser) => [
    await measureFirstPrice(stack, browser, runs),
    await measureHeapGrowth(stack, browser, minutes),
  ]);
  rows.push(
    {
      section: 'app',
      measure: `navigation to the first price on the trading page (median of ${runs})`,
      value: firstPrice.total,
      unit: 'ms',
      target: '< 800 ms',
      met: firstPrice.total < 800,
    },
    ...criticalPathRows(firstPrice.path, runs),
    { section: 'app', measure: 'trading page JS heap after GC, at the first price', value: heap.beforeMb, unit: 'MB' },
    {
      section: 'app',
      measure: `trading page JS heap growth over ${minutes} simulated minutes of ticks`,
      value: heap.growthMb,
      unit: 'MB',
      target: '<= 5 MB',
      met: Math.abs(heap.growthMb) <= 5,
    },
    { section: 'app', measure: 'socket messages the page received meanwhile', value: heap.messages, unit: '' },
  );
}

/** The statement renders at most 4 chunks of 100 rows around the viewport. */
const MOST_DOM_ROWS = 400;

/** A statement of 10,000 transactions: its first rows, scrolling to 2,000 and the heap then. */
async function statementSection(): Promise<void> {
  if (!existsSync('dist/index.html')) {
    console.log('The app is not built ("npm run build"): the statement section is skipped.');
    return;
  }
  const transactions = smoke ? 1_000 : 10_000;
  const loaded = smoke ? 300 : 2_000;
  const { withTradingPage } = await import('./trading-page');
  const { measureStatement } = await import('./statement-page');
  const figures = await withTradingPage((stack, browser) => measureStatement(stack, browser, transactions, loaded));
  const section = `statement of ${transactions.toLocaleString('en')} transactions`;
  rows.push(
    { section, measure: 'navigation to the first 100 rows', value: figures.firstRowsMs, unit: 'ms' },
    {
      section,
      measure: `scrolling until ${loaded.toLocaleString('en')} rows show`,
      value: figures.scrollMs,
      unit: 'ms',
    },
    { section, measure: 'longest main-thread task while scrolling', value: figures.longestTaskMs, unit: 'ms' },
    {
      section,
      measure: `JS heap after GC, scrolled until ${loaded.toLocaleString('en')} rows show`,
      value: figures.heapMb,
      unit: 'MB',
    },
    { section, measure: 'rows the table shows then, in the DOM or not', value: figures.shownRows, unit: '' },
    {
      section,
      measure: 'table rows in the DOM then',
      value: figures.domRows,
      unit: '',
      target: `<= ${MOST_DOM_ROWS}`,
      met: figures.domRows <= MOST_DOM_ROWS,
    },
  );
}

/** The first price's critical path, each milestone in ms since navigation started (medians of the runs). */
function criticalPathRows(path: CriticalPath | undefined, runs: number): BenchRow[] {
  const section = `first price, critical path (ms since navigation, median of ${runs})`;
  if (!path) return [{ section, measure: 'not recorded (a milestone was missing)', value: Number.NaN, unit: '' }];
  return [
    ...MILESTONES.map(([key, label]): BenchRow => ({ section, measure: label, value: path[key], unit: 'ms' })),
    {
      section,
      measure: 'idle: requests leaving later than what they need',
      value: path.idle,
      unit: 'ms',
      target: '< 50 ms',
      met: path.idle < 50,
    },
  ];
}

/** `--only <section>` runs one section (round-trip, proposals, buys, pricing, app, statement), e.g. to compare a change. */
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex === -1 ? undefined : process.argv[onlyIndex + 1];
const sections: [string, () => void | Promise<void>][] = [
  ['round-trip', roundTripSection],
  ['buys', buysSection],
  ['proposals', proposalStreamsSection],
  ['pricing', pricingSection],
  ['app', appSection],
  ['statement', statementSection],
];
try {
  for (const [name, run] of sections) {
    if (only !== undefined && only !== name) continue;
    const started = performance.now();
    await run();
    console.log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  await (await shared)?.stop();
}
printTable(rows);
writeReport(rows, 'reports/bench.json');
console.log('\nWritten to reports/bench.json');
