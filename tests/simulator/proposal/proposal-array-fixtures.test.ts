/**
 * The project's own proposal_array request fixtures, sent to the simulator at a moment inside their
 * trading period: every row is priced, with the longcode the matching response fixture shows.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useMarketSimulator } from '../markets/support';

const DIR = resolve(fileURLToPath(new URL('../../../fixtures/messages/proposal_array', import.meta.url)));
/** Friday 21 November 2025, 08:00 GMT: inside every fixture's trading period. */
const FIXTURE_TIME = Date.parse('2025-11-21T08:00:00Z') / 1000;
/** EUR/USD where the fixtures' barriers lie. */
const FIXTURE_SPOT = 1.154;

type Message = Record<string, unknown>;
type Row = { longcode?: string; ask_price?: number; error?: unknown };

function read(file: string): Message {
  return JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Message;
}

function rowsByType(message: Message): Record<string, Row[]> {
  if (message.error) throw new Error(`refused: ${JSON.stringify(message.error)}`);
  return (message.proposal_array as { proposals: Record<string, Row[]> }).proposals;
}

const REQUESTS = readdirSync(DIR).filter((file) => file.startsWith('request'));

const { simulator, open } = useMarketSimulator();

describe('proposal_array request fixtures', () => {
  it.each(REQUESTS)('%s is priced, with the longcodes of its response fixture', async (file) => {
    const { control } = simulator();
    await control.setClock('default', FIXTURE_TIME);
    await control.setSpot('default', 'frxEURUSD', FIXTURE_SPOT);
    const { subscribe: _, ...request } = read(file);
    const socket = await open();
    const priced = rowsByType(await socket.call(request));
    const expected = rowsByType(read(file.replace(/^request/, 'response')));
    expect(Object.keys(priced).sort()).toEqual(Object.keys(expected).sort());
    for (const [type, rows] of Object.entries(priced)) {
      expect(
        rows.map((row) => row.error ?? 'priced'),
        type,
      ).toEqual(rows.map(() => 'priced'));
      expect(rows.map((row) => row.longcode)).toEqual(expected[type]!.map((row) => row.longcode));
    }
  });
});
