// Cucumber runs the Gherkin in features/ in headless Chromium against the simulator (see e2e/), two
// scenarios at a time, each in a fresh simulator world. Reports land in reports/ (or the folder
// FEATURE_REPORTS names, as the repeat runner gives each run its own), with a folder of its own for each
// failed scenario in failed/; the end of a run names them (features/formatter/). Without paths on the
// command line it runs every feature under features/ (cucumber's default), with paths only those.
const support = { import: ['features/support/**/*.ts', 'features/steps/**/*.ts'], parallel: 2, strict: true };

/**
 * One run's reports, in `folder`; the formatter names the folder at the end of the run, and the scenarios
 * (their world parameters) put a failed scenario's report inside it.
 */
const reportsIn = (folder) => ({
  format: [
    './features/formatter/progress-and-reports.ts',
    `json:${folder}/cucumber.json`,
    `html:${folder}/cucumber.html`,
  ],
  formatOptions: { reportsFolder: folder },
  worldParameters: { reportsFolder: folder },
});

const reportsFolder = process.env.FEATURE_REPORTS || 'reports';

export default { ...support, ...reportsIn(reportsFolder) };

// `APP_SERVER=dev npm run test:features -- --profile devServer`: the scenarios tagged @dev-server against
// the Vite dev server, as `npm start` serves the app, with reports of their own.
export const devServer = { ...support, ...reportsIn(`${reportsFolder}/dev-server`), tags: '@dev-server' };
