// Cucumber runs the Gherkin in features/ in headless Chromium against the simulator (see e2e/).
export default {
  paths: ['features/**/*.feature'],
  import: ['features/support/**/*.ts', 'features/steps/**/*.ts'],
  format: ['progress', 'json:reports/cucumber.json'],
  strict: true,
};
