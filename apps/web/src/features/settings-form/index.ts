export { SettingsNotLoaded } from './settings-not-loaded';
export { useSettingsForm } from './use-settings-form';
