export { ProfessionalPage } from './ProfessionalPage';
