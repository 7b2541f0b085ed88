export { SettingsDialog } from './components/settings-dialog';
