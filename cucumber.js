// Cucumber runs the Gherkin in features/ in headless Chromium against the simulator (see e2e/), two
// scenarios at a time, each in a fresh simulator world. Reports land in reports/, which the end of a run
// names (features/formatter/). Without paths on the command line it runs every feature under features/
// (cucumber's default), with paths only those.
export default {
  import: ['features/support/**/*.ts', 'features/steps/**/*.ts'],
  format: ['./features/formatter/progress-and-reports.ts', 'json:reports/cucumber.json', 'html:reports/cucumber.html'],
  parallel: 2,
  strict: true,
};
