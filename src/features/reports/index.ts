export { ProfitTablePage } from './ProfitTablePage';
export { StatementPage } from './StatementPage';
