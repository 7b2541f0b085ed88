export { PushSettings } from './components/push-settings';
export { forgetPushDevice } from './forget-device';
