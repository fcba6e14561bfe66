export { SessionLimit } from './SessionLimit';
