/**
 * `npm run bench`: the performance table, printed and written to reports/bench.json. A benchmark, not a
 * test: it reports figures and whether they meet the targets, and never fails for a slow machine.
 * `--smoke` runs every section briefly, so `npm test` keeps the benchmark from rotting.
 */
import { existsSync } from 'node:fs';
import { measureBuildScripts, measureFirstRenderScripts } from './bundle';
import { measurePricing } from './pricing';
import { measureProposalStreams } from './proposal-streams';
import { printTable, writeReport, type BenchRow } from './report';
import { compareRoundTrips } from './round-trip';
import { startChildServer } from './servers/child-server';

const smoke = process.argv.includes('--smoke');
const ROUND_TRIP_MS = smoke ? 300 : 6_000;
const ROUND_TRIP_ROUNDS = smoke ? 1 : 6;
const rows: BenchRow[] = [];

async function roundTripSection(): Promise<void> {
  const echo = await startChildServer('bench/servers/echo-server.ts');
  const simulator = await startChildServer('simulator/main.ts', [
    ...['--port', '0', '--world', 'bench', '--log-level', 'error', '--production'],
  ]);
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
    await Promise.all([echo.stop(), simulator.stop()]);
  }
}

async function proposalStreamsSection(): Promise<void> {
  const simulator = await startChildServer('simulator/main.ts', [
    ...['--port', '0', '--world', 'bench', '--log-level', 'error', '--production'],
  ]);
  try {
    const streams = smoke ? 50 : 1_000;
    const result = await measureProposalStreams(
      `ws://127.0.0.1:${simulator.port}/websockets/v3?app_id=1&l=EN`,
      simulator.process.pid!,
      streams,
      smoke ? 5_000 : 30_000,
    );
    const section = `${streams} proposal streams on R_100`;
    rows.push(
      { section, measure: 'ticks measured', value: result.ticks, unit: '' },
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
}

/** `--only <section>` runs one section (round-trip, proposals, pricing, app), e.g. to compare a change. */
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex === -1 ? undefined : process.argv[onlyIndex + 1];
const sections: [string, () => void | Promise<void>][] = [
  ['round-trip', roundTripSection],
  ['proposals', proposalStreamsSection],
  ['pricing', pricingSection],
  ['app', appSection],
];
for (const [name, run] of sections) if (only === undefined || only === name) await run();
printTable(rows);
writeReport(rows, 'reports/bench.json');
console.log('\nWritten to reports/bench.json');
