// Cucumber runs the Gherkin in features/ in headless Chromium against the simulator (see e2e/), two
// scenarios at a time, each in a fresh simulator world. Reports land in reports/.

// Cucumber adds the paths given on the command line to the configured ones, so a run of one file or
// folder would run everything: the whole folder is the default only when no path is given.
const pathsGiven = process.argv.slice(2).some((arg) => /^features(\/|$)|\.feature(:\d+)*$/.test(arg));

export default {
  paths: pathsGiven ? [] : ['features/**/*.feature'],
  import: ['features/support/**/*.ts', 'features/steps/**/*.ts'],
  format: ['progress', 'json:reports/cucumber.json', 'html:reports/cucumber.html'],
  parallel: 2,
  strict: true,
};
