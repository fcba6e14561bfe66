/**
 * The generated validators as plain Node loads them (`node --import tsx`, as `npm run sim` runs), not
 * through vitest's module resolution, which hides how Node imports ajv's CommonJS runtime helpers.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Runs `script` (an ES module) in a child `node --import tsx` and returns what it printed as JSON. */
async function inNode(script: string): Promise<unknown> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { cwd: ROOT },
  );
  return JSON.parse(stdout) as unknown;
}

it('check string lengths when Node loads them', { timeout: 60_000 }, async () => {
  const outcome = await inNode(`
    const requests = await import('./schemas/generated/validators/requests.js');
    const responses = await import('./schemas/generated/validators/responses.js');
    const check = (name) => {
      const validate = requests.api_token;
      try {
        return { valid: validate({ api_token: 1, new_token: name, new_token_scopes: ['read'] }), errors: (validate.errors ?? []).map((error) => error.keyword) };
      } catch (error) {
        return { threw: String(error) };
      }
    };
    const reply = { echo_req: {}, msg_type: 'ping', ping: 'pong' };
    console.log(JSON.stringify({ short: check('My bot_1'), long: check('x'.repeat(33)), reply: responses.ping(reply) }));
  `);
  expect(outcome).toEqual({
    short: { valid: true, errors: [] },
    long: { valid: false, errors: ['maxLength'] },
    reply: true,
  });
});
