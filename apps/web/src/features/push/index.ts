export { PushSettings } from './components/push-settings';
export { forgetPushDevice } from './forget-device';
export { useRenewPushDevice } from './hooks/use-renew-push-device';
