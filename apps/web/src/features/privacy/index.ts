export { recordExport } from './api/privacy';
export { PrivacyDialog } from './components/privacy-dialog';
