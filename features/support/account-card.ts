import type { ScenarioWorld } from './world';

/** The sign-up, welcome, password-recovery, real-account and set-currency pages show in this card. */
export const card = (world: ScenarioWorld) => world.page.locator('section.signup');

/** The field whose label starts with `label` (a label also holds the field's error). */
export const field = (world: ScenarioWorld, label: string) => card(world).getByLabel(new RegExp(`^${label}`));
