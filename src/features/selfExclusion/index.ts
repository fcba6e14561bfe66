export { SelfExclusionPage } from './SelfExclusionPage';
