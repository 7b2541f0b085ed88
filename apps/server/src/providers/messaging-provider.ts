/** What the product needs of a WhatsApp gateway; each provider's shapes stay behind this interface. */
import type { ProviderCapabilities } from './provider-capabilities.ts';

/** A Z-API instance: a WhatsApp Web session linked by QR code. */
export interface ZapiInstance {
  kind: 'zapi';
  instanceId: string;
  token: string;
  clientToken?: string | undefined;
}

/** A number on Meta's official WhatsApp Business Cloud API. */
export interface CloudApiInstance {
  kind: 'cloud-api';
  phoneNumberId: string;
  businessAccountId: string;
  accessToken: string;
  /** Signs every webhook POST (`X-Hub-Signature-256`); never sent anywhere. */
  appSecret: string;
}

/** The credentials of one instance, unsealed for one call; `kind` says which provider serves it. */
export type ProviderInstance = ZapiInstance | CloudApiInstance;
export type ProviderKind = ProviderInstance['kind'];

export interface ProviderChat {
  /** The provider's id of the chat: digits for a contact, `...-group`, `...@newsletter`. */
  phone: string;
  name: string | null;
  unread: number;
  lastMessageTime: Date | null;
  profileThumbnail: string | null;
  isGroup: boolean;
  isNewsletter: boolean;
}

export interface SentMessage {
  messageId: string;
}

export interface OutgoingFile {
  phone: string;
  kind: 'image' | 'document';
  /** `data:<type>;base64,...` */
  dataUrl: string;
  fileName: string;
  /** The document's extension (Z-API's `send-document/{extension}`), without the dot. */
  extension: string;
  caption?: string | undefined;
  quotedMessageId?: string | undefined;
}

/** A template message: its name and language as approved, and the filled components. */
export interface OutgoingTemplate {
  phone: string;
  name: string;
  /** The template's language code as registered, e.g. `pt_BR`. */
  language: string;
  /**
   * As the provider takes them, e.g. `[{ type: 'body', parameters: [{ type: 'text', text }] }]`
   * (Meta's template message components).
   */
  components?: TemplateSendComponent[] | undefined;
}

export interface TemplateSendComponent {
  type: 'header' | 'body' | 'button';
  sub_type?: 'quick_reply' | 'url' | undefined;
  index?: string | undefined;
  parameters: Array<Record<string, unknown>>;
}

export type TemplateCategory = 'MARKETING' | 'UTILITY' | 'AUTHENTICATION';
/** Meta's review states; others it may add (e.g. `DISABLED`) come as they are. */
export type TemplateStatus = 'APPROVED' | 'PENDING' | 'REJECTED' | 'PAUSED' | (string & {});

/** A template as the provider holds it. */
export interface ProviderTemplate {
  id: string;
  name: string;
  language: string;
  category: string;
  status: TemplateStatus;
  /** As in Meta's template API: `[{ type: 'BODY', text: 'Olá {{1}}' }, ...]`. */
  components: Array<Record<string, unknown>>;
  rejectedReason?: string | undefined;
}

/** A template sent for review. */
export interface NewTemplate {
  name: string;
  language: string;
  category: TemplateCategory;
  components: Array<Record<string, unknown>>;
}

export interface MessagingProvider {
  /** What the instance's provider can do (edit, templates, the 24-hour window...). */
  capabilities(inst: ProviderInstance): ProviderCapabilities;
  status(inst: ProviderInstance): Promise<{ connected: boolean; error?: string | undefined }>;
  /** A QR image as a data URL, or `connected: true` when the phone is already linked. */
  qrCode(inst: ProviderInstance): Promise<{ connected: boolean; qrCode: string | null }>;
  listChats(inst: ProviderInstance, page: number, pageSize: number): Promise<ProviderChat[]>;
  profilePicture(inst: ProviderInstance, phone: string): Promise<string | null>;
  /** `quotedMessageId`: the provider id of the message this text answers (a quoted reply). */
  sendText(
    inst: ProviderInstance,
    msg: {
      phone: string;
      message: string;
      editMessageId?: string | undefined;
      quotedMessageId?: string | undefined;
      /** Seconds the contact sees 'digitando...' before the text arrives (automatic sends). */
      typingSeconds?: number | undefined;
    },
  ): Promise<SentMessage>;
  /** A picture or a document, as a base64 data URL, with its name and an optional caption. */
  sendFile(inst: ProviderInstance, msg: OutgoingFile): Promise<SentMessage>;
  sendAudio(inst: ProviderInstance, msg: { phone: string; audio: string }): Promise<SentMessage>;
  /**
   * The chat is read. `lastMessageId`, the patient's latest message, is what a provider that marks
   * messages (not chats) read needs; without it such a provider does nothing.
   */
  markRead(
    inst: ProviderInstance,
    msg: { phone: string; lastMessageId?: string | undefined },
  ): Promise<void>;
  configureWebhooks(inst: ProviderInstance, url: string): Promise<void>;
  disconnect(inst: ProviderInstance): Promise<void>;
  /**
   * Brings a dropped session back without a new scan where the provider can (Z-API's restart,
   * which "You need to restore the session." asks for); the status says afterwards whether it
   * worked. A provider without it has nothing to restore.
   */
  restart?(inst: ProviderInstance): Promise<void>;
  /**
   * Only where `capabilities(inst).reactions`: an emoji on a message of the chat (`emoji: ''`
   * takes the reaction back).
   */
  sendReaction?(
    inst: ProviderInstance,
    msg: { phone: string; messageId: string; emoji: string },
  ): Promise<SentMessage>;
  /** Only where `capabilities(inst).templates`: an approved template, inside or outside the window. */
  sendTemplate?(inst: ProviderInstance, msg: OutgoingTemplate): Promise<SentMessage>;
  /** Only where `capabilities(inst).templates`: every template of the account, any status. */
  listTemplates?(inst: ProviderInstance): Promise<ProviderTemplate[]>;
  /** Only where `capabilities(inst).templates`: submits a template for review. */
  createTemplate?(
    inst: ProviderInstance,
    template: NewTemplate,
  ): Promise<{ id: string; status: TemplateStatus }>;
}

/**
 * Why a provider call failed, when product code must act on it (offer a template when the window
 * is closed, ask for a new token, wait out a rate limit); absent for the rest.
 */
export type ProviderErrorReason =
  | 'window-closed'
  | 'template-unavailable'
  | 'rate-limited'
  | 'auth'
  | 'recipient-unavailable'
  | 'unsupported';

/**
 * A provider call that failed; `retryable` is false for 4xx answers, which retrying cannot fix.
 * `maybeDelivered`: the request may have reached the provider (the connection dropped or timed
 * out after it was sent), so a send must not be repeated before checking for its echo.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
    readonly providerMessage?: string,
    readonly maybeDelivered = false,
    readonly reason?: ProviderErrorReason,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
