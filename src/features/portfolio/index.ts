export { PortfolioPage } from './PortfolioPage';
export { PortfolioTable } from './PortfolioTable';
