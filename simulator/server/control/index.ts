import { accountRoutes } from './account-routes';
import { faultRoutes } from './fault-routes';
import { landingCompanyRoutes } from './landing-company-routes';
import { limitRoutes } from './limit-routes';
import { marketRoutes } from './market-routes';
import { moneyRoutes } from './money-routes';
import { releaseRoutes } from './release-routes';
import type { ControlRoute } from './route';
import { runtimeRoutes } from './runtime-routes';
import { supportRoutes } from './support-routes';
import { worldRoutes } from './world-routes';

export { controlTokenFor, createControlAccess } from './access';
export { createControlRouter } from './router';

/** Every route of the control API (mounted under /control). */
export const controlRoutes: readonly ControlRoute[] = [
  ...worldRoutes,
  ...runtimeRoutes,
  ...faultRoutes,
  ...accountRoutes,
  ...marketRoutes,
  ...limitRoutes,
  ...landingCompanyRoutes,
  ...moneyRoutes,
  ...supportRoutes,
  ...releaseRoutes,
];
