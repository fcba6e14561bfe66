// Cucumber runs the Gherkin in features/ in headless Chromium against the simulator (see e2e/), two
// scenarios at a time, each in a fresh simulator world. Reports land in reports/ (or the folder
// FEATURE_REPORTS names, as the repeat runner gives each run its own), with a folder of its own for each
// failed scenario in failed/; the end of a run names them (features/formatter/). Without paths on the
// command line it runs every feature under features/ (cucumber's default), with paths only those.
// One scenario alone (`features/x.feature:12`) runs in this process: a worker would start its own stack
// and browser first, and a second one would start them for nothing.
const featurePaths = process.argv.slice(2).filter((arg) => /\.feature(:\d+)*$/.test(arg));
const oneScenario = featurePaths.length === 1 && /\.feature:\d+$/.test(featurePaths[0]);
const support = {
  import: ['features/support/**/*.ts', 'features/steps/**/*.ts'],
  parallel: oneScenario ? 0 : 2,
  strict: true,
};

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
