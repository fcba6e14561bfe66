import { Then } from '@cucumber/cucumber';
import { guideSection } from '../pages/guide-sections';
import { expectPage } from '../support/expectations';
import type { ScenarioWorld } from '../support/world';

Then('the guide section {string} is in view', async function (this: ScenarioWorld, heading: string) {
  await expectPage(
    this.page,
    () => guideSection(this.page, heading).isInView(),
    (inView) => inView,
    () => `expected the section "${heading}" to be scrolled into view`,
  );
});
