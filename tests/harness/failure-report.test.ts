import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureFolder, scenarioSlug, writeFailureReport } from '../../features/support/failure-report';

describe("a failed scenario's report folder", () => {
  it('is named after the feature file, the line and the scenario, in lowercase words', () => {
    expect(
      scenarioSlug({
        uri: 'features/signup/sign-up-form-rules.feature',
        line: 17,
        name: 'A password of 5 characters for a resident of Indonesia',
      }),
    ).toBe('sign-up-form-rules-17-a-password-of-5-characters-for-a-resident-of-indonesia');
  });

  it('keeps only letters and digits of any name, accents dropped, and stays short', () => {
    const slug = scenarioSlug({ uri: 'features/x.feature', line: 3, name: `Zoë's "résumé" — ${'long '.repeat(40)}!` });
    expect(slug.startsWith('x-3-zoe-s-resume-long-long')).toBe(true);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slug.length).toBeLessThanOrEqual(100);
  });

  it("sits in the run's failed/ folder, one for each example row of an outline", () => {
    const row = (line: number) => failureFolder('reports/run-2', { uri: 'features/a.feature', line, name: 'Rows' });
    expect(row(12)).toBe('reports/run-2/failed/a-12-rows');
    expect(row(13)).not.toBe(row(12));
  });

  it('holds the screenshot, the console, the frames and traffic as JSON lines, and the seed', () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'failure-report-')), 'a-1-x');
    writeFailureReport(folder, {
      screenshot: Buffer.from('png'),
      consoleLines: ['[log] one', '[error] two'],
      frames: [{ direction: 'sent', frame: { ping: 1 } }],
      traffic: [{ direction: 'in' }, { direction: 'out' }],
      health: 'page: open',
      seed: 42,
    });
    expect(readdirSync(folder).sort()).toEqual([
      'console.log',
      'frames.jsonl',
      'health.txt',
      'screenshot.png',
      'seed.txt',
      'simulator-traffic.jsonl',
    ]);
    expect(readFileSync(join(folder, 'console.log'), 'utf8')).toBe('[log] one\n[error] two\n');
    expect(readFileSync(join(folder, 'simulator-traffic.jsonl'), 'utf8')).toBe(
      '{"direction":"in"}\n{"direction":"out"}\n',
    );
    expect(readFileSync(join(folder, 'seed.txt'), 'utf8')).toBe('42\n');
  });
});
