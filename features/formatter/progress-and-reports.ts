import { ProgressFormatter, type IFormatterOptions } from '@cucumber/cucumber';

/**
 * Cucumber's progress dots and summary, then where the reports of the run are, absolute, to open: the
 * `reportsFolder` of the format options (reports/ unless the profile names another).
 */
export default class ProgressAndReportsFormatter extends ProgressFormatter {
  static override readonly documentation = 'Progress, then the folder of the reports.';

  constructor(options: IFormatterOptions) {
    super(options);
    const folder = (options.parsedArgvOptions as { reportsFolder?: string }).reportsFolder ?? 'reports';
    options.eventBroadcaster.on('envelope', (envelope: { testRunFinished?: unknown }) => {
      if (envelope.testRunFinished)
        this.log(
          `Reports in ${options.cwd}/${folder}: cucumber.html (a failed scenario's screenshot, browser console ` +
            'and simulator traffic) and cucumber.json\n',
        );
    });
  }
}
