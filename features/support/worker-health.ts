import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * The test worker's own health during a scenario. The worker hosts the simulator, the app server and
 * the browser's driver, so a long pause of its event loop holds all three back: the report then tells
 * a stalled worker from a slow app.
 */
const eventLoopDelay = monitorEventLoopDelay({ resolution: 20 });
eventLoopDelay.enable();

/** Starts measuring afresh, at the start of a scenario. */
export function resetWorkerHealth(): void {
  eventLoopDelay.reset();
}

export function describeWorkerHealth(): string {
  const mebibytes = (bytes: number) => Math.round(bytes / 2 ** 20);
  const memory = process.memoryUsage();
  return [
    `the test worker's longest event-loop pause in this scenario: ${Math.round(eventLoopDelay.max / 1e6)} ms`,
    `the test worker's memory: ${mebibytes(memory.heapUsed)} MB heap, ${mebibytes(memory.rss)} MB resident`,
  ].join('\n');
}
