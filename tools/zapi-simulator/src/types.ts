/** Pacing knobs: the defaults feel like a real phone; tests shrink them to milliseconds. */
export interface SimulatorTiming {
  /** After a send: DeliveryCallback + MessageStatusCallback SENT (ms after the send). */
  statusSentMs: number;
  /** MessageStatusCallback RECEIVED (ms after the send). */
  statusReceivedMs: number;
  /** MessageStatusCallback READ (ms after the send). */
  statusReadMs: number;
  /** Wait between the connection and the first history batch. */
  historyDelayMs: number;
  /** ReceivedCallbacks per history batch. */
  historyBatchSize: number;
  /** Pause between two history batches. */
  historyBatchIntervalMs: number;
  /** How long history waits for a received-webhook URL to be configured before giving up. */
  historyWaitForWebhookMs: number;
  /** Live activity: gap between two spontaneous inbound messages, [min, max]. */
  liveIntervalMs: [number, number];
  /** Live activity: delay before a patient answers a message the clinic sent, [min, max]. */
  replyDelayMs: [number, number];
  /** Abort an outgoing webhook POST after this long. */
  webhookTimeoutMs: number;
}

export interface InstancePreset {
  id: string;
  token: string;
  clientToken?: string;
  /** Phone number of the "connected phone" (digits). Generated from the seed when absent. */
  phone?: string;
  /** Start already connected (no QR scan needed). */
  connected?: boolean;
}

export interface SimulatorOptions {
  /** Auto "scan" this long after the first QR fetch; null or 0 disables it. Default 8000. */
  scanDelayMs?: number | null;
  /** Demo chats generated per instance. Default 80. */
  chatCount?: number;
  /** Seed of the pseudo-random demo data. Default 42. */
  seed?: number | string;
  /** Patients write now and then and answer what the clinic sends. Default false. */
  liveActivity?: boolean;
  /** Chance that a patient answers a message sent through the API (live activity). Default 0.6. */
  replyChance?: number;
  /** The QR payload changes this often. Default 20000. */
  qrRefreshMs?: number;
  /** Instances that exist from the start (and again after a reset). */
  instances?: InstancePreset[];
  /** Create unknown instances on first use, with the token (and Client-Token) they arrive with. */
  autoCreateInstances?: boolean;
  /** Send webhook bodies gzip-encoded (`Content-Encoding: gzip`). */
  gzipWebhooks?: boolean;
  /** Absolute base URL used in avatar and media links (e.g. when mounted behind the product). */
  publicBaseUrl?: string;
  /** Path prefix the handler is mounted under (e.g. "/zapi"); stripped from incoming URLs. */
  basePath?: string;
  timing?: Partial<SimulatorTiming>;
  /**
   * Current time in epoch milliseconds, for every timestamp the simulator writes (history,
   * webhooks, QR rotation). A test passes its own clock so the app and the "phone" agree on now.
   */
  now?: () => number;
  /** Receives one line per notable event (connect, disconnect, webhook failure). */
  log?: (line: string) => void;
}

export type ChatKind = 'contact' | 'group' | 'newsletter';

export interface Participant {
  phone: string;
  name: string;
}

export interface SimChat {
  phone: string;
  /** null: a contact saved without a name (the chat list shows only the phone). */
  name: string | null;
  kind: ChatKind;
  unread: number;
  /** Epoch milliseconds. */
  lastMessageTime: number;
  muted: boolean;
  archived: boolean;
  pinned: boolean;
  hasPhoto: boolean;
  about: string;
  participants: Participant[];
}

export interface SimAudio {
  /** Absolute URL, or a path starting with "/" that is resolved against the simulator's base URL. */
  url: string;
  seconds: number;
  mimeType: string;
  ptt: boolean;
}

/** A picture or a document, served back at /_sim/media/ like audio. */
export interface SimFile {
  /** Absolute URL, or a path starting with "/" that is resolved against the simulator's base URL. */
  url: string;
  mimeType: string;
  fileName?: string;
  caption?: string;
}

export interface SimMessage {
  messageId: string;
  phone: string;
  fromMe: boolean;
  /** Epoch milliseconds. */
  momment: number;
  text?: string;
  audio?: SimAudio;
  image?: SimFile;
  document?: SimFile;
  participantPhone?: string;
  participantName?: string;
  fromApi?: boolean;
  editMessageId?: string;
  quotedMessageId?: string;
}

export interface SentRecord {
  kind: 'text' | 'audio' | 'image' | 'document';
  phone: string;
  message?: string;
  /** The audio as the API received it (URL or data URL, data URLs shortened). */
  audio?: string;
  /** send-image / send-document: the file as received (data URLs shortened), its type and name. */
  file?: string;
  mimeType?: string;
  fileName?: string;
  caption?: string;
  /** send-document/{extension}. */
  extension?: string;
  editMessageId?: string;
  /** The `messageId` of the request: the message being quoted. */
  quotedMessageId?: string;
  /** `delayMessage` / `delayTyping` as the request gave them (seconds, 1 to 15). */
  delayMessage?: number;
  delayTyping?: number;
  /** The id the simulator gave the new message (also answered as `id`). */
  messageId: string;
  zaapId: string;
  /** Epoch milliseconds. */
  at: number;
}

export type HookName =
  'received' | 'delivery' | 'messageStatus' | 'connected' | 'disconnected' | 'chatPresence';

export interface WebhookAttempt {
  type: string;
  url: string;
  /** HTTP status of the receiver's answer; absent when the POST failed. */
  status?: number;
  error?: string;
  at: number;
}

export type ConnectionState = 'disconnected' | 'connected' | 'needs-restore';

export interface SimInstance {
  id: string;
  token: string;
  clientToken?: string;
  phone: string;
  name: string;
  createdAt: number;
  state: ConnectionState;
  /** Bumped on every connection change: scheduled work from an older session stops. */
  session: number;
  /** When the current QR series started (epoch ms). */
  qrEpoch: number;
  scanScheduled: boolean;
  qrCache?: { slot: number; payload: string; dataUrl?: string };
  webhooks: Partial<Record<HookName, string>>;
  notifySentByMe: boolean;
  chats: Map<string, SimChat>;
  history: SimMessage[];
  /** Messages sent by the clinic (history and API), by id: what editMessageId may point to. */
  ownMessages: Map<string, SimMessage>;
  sent: SentRecord[];
  webhookLog: WebhookAttempt[];
  bulkBatches: number;
  /**
   * Messages patients sent while the phone was not connected (`inbound` with `queue`): WhatsApp
   * keeps them and the phone gets them, with their own time, as soon as it connects again.
   */
  waiting?: Array<{ input: import('./receive-inbound.ts').InboundInput; at: number }>;
}
