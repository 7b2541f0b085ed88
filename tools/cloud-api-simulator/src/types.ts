/** What the control API (or `addPhoneNumber`) needs to create a business phone number. */
export interface PhoneNumberPreset {
  /** The phone number id used in Graph paths (`/{id}/messages`). */
  id: string;
  /** Digits only, as in webhooks' `metadata.display_phone_number`. */
  displayPhoneNumber: string;
  accessToken: string;
  /** Signs every webhook POST (`X-Hub-Signature-256`). */
  appSecret: string;
  /** What the GET handshake sends as `hub.verify_token`. */
  verifyToken: string;
  /** Where webhooks go; none: events are only recorded. */
  callbackUrl?: string;
  /** The WhatsApp Business account id (the webhook entry's `id`). */
  wabaId?: string;
  /**
   * How a free-form send outside the 24-hour window is refused: in the Graph response (HTTP 400,
   * code 131047), or accepted with a wamid and then a `failed` status webhook carrying 131047.
   * Meta documents that errors may come either way, so the product must handle both.
   */
  windowErrors?: 'response' | 'status';
}

export type TemplateCategory = 'MARKETING' | 'UTILITY' | 'AUTHENTICATION';
export type TemplateStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'PAUSED';

export interface SimTemplate {
  id: string;
  name: string;
  language: string;
  category: TemplateCategory;
  status: TemplateStatus;
  /** As in Meta's template API: `[{ type: 'BODY', text: 'Olá {{1}}' }, ...]`. */
  components: TemplateComponent[];
  rejectedReason?: string;
}

export interface TemplateComponent {
  type: string;
  text?: string;
  [key: string]: unknown;
}

export interface SimMedia {
  id: string;
  phoneNumberId: string;
  bytes: Buffer;
  mimeType: string;
  sha256: string;
  /** On the simulator's clock (ms); after it, the id answers like one that never existed. */
  expiresAt: number;
  /**
   * What the download URL serves instead of `bytes` (set by `/_sim/media/{id}/corrupt`): a
   * damaged or substituted download, whose SHA-256 is not the `sha256` the Graph announces.
   */
  served?: Buffer;
}

/** A message the business sent through `POST /{id}/messages`. */
export interface SentMessage {
  id: string;
  /** The phone the send named (`to`, digits), or the BSUID when it went by `recipient`. */
  to: string;
  /** True when the send named the user by BSUID (`recipient`) rather than a phone (`to`). */
  byUserId?: boolean;
  type: string;
  /** The request body as received. */
  request: Record<string, unknown>;
  at: number;
  /** The template's category when `type` is `template` (Meta bills per category). */
  templateCategory?: TemplateCategory;
}

/** A message a patient wrote (delivered by webhook). */
export interface ReceivedMessage {
  id: string;
  from: string;
  at: number;
  readAt?: number;
}

export interface SimPhoneNumber extends Required<Omit<PhoneNumberPreset, 'callbackUrl'>> {
  callbackUrl: string | undefined;
  /** Keyed `name:language`. */
  templates: Map<string, SimTemplate>;
  /**
   * wa_id or BSUID → the instant (ms) of the patient's last message: the window runs 24 h from
   * it, whichever of the two a send names.
   */
  lastInboundAt: Map<string, number>;
  sent: Map<string, SentMessage>;
  received: Map<string, ReceivedMessage>;
}

/** One webhook POST as the simulator made it. */
export interface WebhookDelivery {
  url: string;
  body: string;
  signature: string;
  status?: number;
  error?: string;
}

export interface CloudSimulatorOptions {
  /** The clock for every timestamp, the window and media expiry (ms since the epoch). */
  now?: () => number;
  /** Only for links and the README; any `v<major>.<minor>` prefix is served. */
  apiVersion?: string;
  phoneNumbers?: PhoneNumberPreset[];
  /** Base of the media download URLs (default: the Host each request came with). */
  publicBaseUrl?: string;
  webhookTimeoutMs?: number;
  log?: (line: string) => void;
}
