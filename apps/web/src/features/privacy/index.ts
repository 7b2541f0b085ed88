export { recordExport } from './api/privacy';
export { PrivacyDialog } from './components/privacy-dialog';
export { ErasePatientDialog } from './components/erase-patient-dialog';
export { usePatientExport } from './hooks/use-patient-export';
