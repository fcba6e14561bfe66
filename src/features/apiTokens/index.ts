export { ApiTokensPage } from './ApiTokensPage';
export { lastUsedText, scopesText } from './scopes';
