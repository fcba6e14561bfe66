export { CareersPage } from './CareersPage';
export { JobDetailsPage } from './JobDetailsPage';
export { OpenPositionsPage } from './OpenPositionsPage';
