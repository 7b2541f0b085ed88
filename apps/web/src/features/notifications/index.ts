export { createLiveEventApplier } from './apply-live-event';
export { LiveNotifications } from './components/live-notifications';
export { NotificationPermissionButton } from './components/notification-permission-button';
export { NotificationPrivacyToggle } from './components/notification-privacy-toggle';
export { useNotificationStream } from './hooks/use-notification-stream';
export { useUnreadTitle } from './hooks/use-unread-title';
export { NOTIFY } from './notification-constants';
export {
  notificationPermission,
  notificationsPrefs,
  useNotificationPrefs,
  type NotificationPrefs,
} from './notifications-prefs';
