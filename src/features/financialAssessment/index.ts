export { FinancialAssessmentPage } from './FinancialAssessmentPage';
