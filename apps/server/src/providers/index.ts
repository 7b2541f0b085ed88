/**
 * What the rest of the server reads of the providers' inbound side: the product's event shape and
 * each provider's webhook reader, by provider kind. Modules import from here, never from a
 * provider's own folder.
 */
import { parseCloudWebhook } from './cloud-api/webhook-event.ts';
import type { ProviderKind } from './messaging-provider.ts';
import { parseWebhook as parseZapiWebhook } from './zapi/webhook-event.ts';

export {
  previewOf,
  type MessageContent,
  type PatientIds,
  type WebhookEvent,
} from './webhook-event.ts';
export { capabilitiesOf, type ProviderCapabilities } from './provider-capabilities.ts';
export { providerFailure } from './provider-failure.ts';
export {
  CLOUD_MEDIA_PREFIX,
  OUT_OF_RANGE,
  cloudAccountChanges,
  type CloudAccountChange,
  type CloudWebhookChange,
} from './cloud-api/webhook-event.ts';
export {
  SIGNATURE_HEADER,
  candidateAccountIds,
  candidatePhoneNumberIds,
  signatureMatches,
} from './cloud-api/webhook-signature.ts';

/**
 * Each provider's reader of a webhook body. Z-API posts one event per call to the instance's own
 * address; the Cloud API posts batches for any number of the app, read after the signature check.
 */
export const webhookParsers = {
  zapi: parseZapiWebhook,
  'cloud-api': parseCloudWebhook,
} satisfies Record<ProviderKind, (body: unknown, receivedAt: Date) => unknown>;
export { foldBrazilMobile, withoutNinthDigit, WITHOUT_NINE_SQL } from './brazil-mobile.ts';
