export { RegulationPage, ResponsibleTradingPage, TermsPage } from './LegalPage';
