/** What the product needs of a WhatsApp gateway; Z-API's shapes stay behind this interface. */

export interface ProviderInstance {
  instanceId: string;
  token: string;
  clientToken?: string | undefined;
}

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

export interface MessagingProvider {
  status(inst: ProviderInstance): Promise<{ connected: boolean; error?: string | undefined }>;
  /** A QR image as a data URL, or `connected: true` when the phone is already linked. */
  qrCode(inst: ProviderInstance): Promise<{ connected: boolean; qrCode: string | null }>;
  listChats(inst: ProviderInstance, page: number, pageSize: number): Promise<ProviderChat[]>;
  profilePicture(inst: ProviderInstance, phone: string): Promise<string | null>;
  sendText(
    inst: ProviderInstance,
    msg: { phone: string; message: string; editMessageId?: string | undefined },
  ): Promise<SentMessage>;
  sendAudio(inst: ProviderInstance, msg: { phone: string; audio: string }): Promise<SentMessage>;
  markRead(inst: ProviderInstance, msg: { phone: string }): Promise<void>;
  configureWebhooks(inst: ProviderInstance, url: string): Promise<void>;
  disconnect(inst: ProviderInstance): Promise<void>;
}

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
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
