export {
  createPushNotifier,
  type MentionNotice,
  type NewPatientMessage,
  type PushNotifier,
} from './push-notifier.ts';
export { createPushService, type PushService } from './push-service.ts';
export { pushRoutes } from './routes.ts';
