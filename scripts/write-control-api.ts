/**
 * `npm run docs`: writes simulator/CONTROL-API.md from the control API's route table and the reference
 * kept beside it (simulator/server/control/reference.ts). Fails when a route has no reference entry or
 * an entry names no route. `npm run docs -- --check` fails instead when the file is not current (part of
 * `npm test`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { controlRoutes } from '../simulator/server/control';
import { controlApiMarkdown, documentedRoutes, unmatchedRoutes } from './control-api-reference';

const REFERENCE_FILE = 'simulator/CONTROL-API.md';

async function main(): Promise<void> {
  const routes = controlRoutes.map((route) => `${route.method} ${route.path}`);
  const problems = unmatchedRoutes(routes, documentedRoutes);
  if (problems.length > 0) {
    console.error(`The control API's reference does not match its routes:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const options = { ...(await resolveConfig(REFERENCE_FILE)), filepath: REFERENCE_FILE };
  const content = await format(controlApiMarkdown(), options);
  if (process.argv.includes('--check')) {
    const current = existsSync(REFERENCE_FILE) ? readFileSync(REFERENCE_FILE, 'utf8') : '';
    if (current !== content) {
      console.error(`${REFERENCE_FILE} is not current: run "npm run docs".`);
      process.exit(1);
    }
    console.log(`${REFERENCE_FILE} is current.`);
  } else {
    writeFileSync(REFERENCE_FILE, content);
    console.log(`Wrote ${REFERENCE_FILE}.`);
  }
}

await main();
