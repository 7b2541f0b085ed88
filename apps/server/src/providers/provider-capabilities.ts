import type { ProviderKind } from './messaging-provider.ts';

/**
 * What a provider can do, so product code asks "can this instance edit?" instead of "is this
 * Z-API?". Each flag is a fact of the provider's API, not a setting.
 */
export interface ProviderCapabilities {
  /** Free-form messages only within 24 h of the patient's last message; templates outside it. */
  conversationWindow: boolean;
  /** Message templates reviewed by the provider (sent, listed, created). */
  templates: boolean;
  /** A text already sent can be edited. */
  edit: boolean;
  /** A message already sent can be deleted for everyone. */
  delete: boolean;
  /** Group chats can be read and written. */
  groups: boolean;
  /** Audio is delivered as a voice note. */
  voiceNotes: boolean;
  /** Reactions (emoji on a message) can be sent. */
  reactions: boolean;
  /** The provider delivers the phone's past conversations after linking. */
  historySync: boolean;
  /** The number is linked by scanning a QR code. */
  qrLink: boolean;
  /** The patient can be shown "digitando…". */
  typingIndicator: boolean;
  /** The provider lists the number's chats (else chats appear as messages arrive). */
  chatList: boolean;
  /** A contact's profile picture can be fetched. */
  profilePictures: boolean;
}

const CAPABILITIES: Record<ProviderKind, ProviderCapabilities> = {
  // A WhatsApp Web session: everything the phone's app does, no window, no templates. Z-API can
  // react too, but this product's Z-API client sends no reactions (the protocol notes it was
  // written from do not cover them), so the flag says what the product can do: no.
  zapi: {
    conversationWindow: false,
    templates: false,
    edit: true,
    delete: true,
    groups: true,
    voiceNotes: true,
    reactions: false,
    historySync: true,
    qrLink: true,
    typingIndicator: true,
    chatList: true,
    profilePictures: true,
  },
  // Meta's Cloud API: the 24-hour customer service window and templates; no edit or delete of a
  // sent message, no history, no chat list, no profile pictures; the number is registered in
  // Meta's dashboard, not by QR. (Typing indicators exist only tied to marking a received message
  // read, so the product does not offer them here.)
  'cloud-api': {
    conversationWindow: true,
    templates: true,
    edit: false,
    delete: false,
    groups: false,
    voiceNotes: true,
    reactions: true,
    historySync: false,
    qrLink: false,
    typingIndicator: false,
    chatList: false,
    profilePictures: false,
  },
};

/** The capabilities of a provider kind (an instance's `kind`). */
export function capabilitiesOf(kind: ProviderKind): ProviderCapabilities {
  return CAPABILITIES[kind];
}
