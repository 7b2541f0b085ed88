export { createCloudSimulator, DEFAULT_API_VERSION } from './create-cloud-simulator.ts';
export type { CloudSimulator } from './create-cloud-simulator.ts';
export type { CloudSimulatorHandler } from './create-handler.ts';
export { signBody } from './sign-body.ts';
export { verifyWebhook } from './verify-webhook.ts';
export type { VerifyWebhookInput, VerifyWebhookResult } from './verify-webhook.ts';
export { SERVICE_WINDOW_MS } from './window-closes-at.ts';
export { UPLOAD_MEDIA_TTL_MS, WEBHOOK_MEDIA_TTL_MS } from './store-media.ts';
export type {
  CloudSimulatorOptions,
  PhoneNumberPreset,
  ReceivedMessage,
  SentMessage,
  SimMedia,
  SimPhoneNumber,
  SimTemplate,
  TemplateCategory,
  TemplateStatus,
  WebhookDelivery,
} from './types.ts';
