export { TermsApprovalPage } from './TermsApprovalPage';
