// Cucumber runs the Gherkin in features/ in headless Chromium against the simulator (see e2e/), two
// scenarios at a time, each in a fresh simulator world. Reports land in reports/, which the end of a run
// names (features/formatter/). Without paths on the command line it runs every feature under features/
// (cucumber's default), with paths only those.
const support = { import: ['features/support/**/*.ts', 'features/steps/**/*.ts'], parallel: 2, strict: true };

/** One run's reports, in `folder`; the formatter names the folder at the end of the run. */
const reportsIn = (folder) => ({
  format: [
    './features/formatter/progress-and-reports.ts',
    `json:${folder}/cucumber.json`,
    `html:${folder}/cucumber.html`,
  ],
  formatOptions: { reportsFolder: folder },
});

export default { ...support, ...reportsIn('reports') };

// `APP_SERVER=dev npm run test:features -- --profile devServer`: the scenarios tagged @dev-server against
// the Vite dev server, as `npm start` serves the app, with reports of their own.
export const devServer = { ...support, ...reportsIn('reports/dev-server'), tags: '@dev-server' };
