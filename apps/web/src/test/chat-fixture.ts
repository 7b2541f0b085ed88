import type { Chat, ClinicNumber, TextMessage } from '@conecta/contract';

let seq = 0;

/**
 * A board chat with sensible defaults; `over` sets what the test is about. Built as a plain
 * object and asserted to `Chat`, so fields the contract gains later (null here) need no edit.
 */
export function makeChat(over: Partial<Chat> = {}): Chat {
  seq += 1;
  const phone = `55119876500${String(seq).padStart(2, '0')}`;
  return {
    id: `id-${seq}`,
    chatId: phone,
    name: `Paciente ${seq}`,
    phone,
    column: 'inbox',
    unread: 0,
    lastMessageTime: null,
    lastMessageContent: null,
    profileThumbnail: null,
    isGroup: false,
    isNewsletter: false,
    tags: [],
    nextRoutineAt: null,
    nextTaskAt: null,
    automationOff: false,
    routineError: null,
    ...over,
  } as Chat;
}

/** A received text message as the API lists it; `over` sets what the test is about. */
export function makeTextMessage(over: Partial<TextMessage> = {}): TextMessage {
  return {
    id: 'm1',
    messageId: 'wa-1',
    content: '',
    type: 'text',
    timestamp: '2026-03-09T12:00:00.000Z',
    fromMe: false,
    status: 'RECEIVED',
    isEdited: false,
    automatic: false,
    senderName: null,
    sentFromPhone: false,
    reactions: [],
    mediaUrl: null,
    fileName: null,
    mimeType: null,
    fileSize: null,
    quoted: null,
    ...over,
  };
}

/** One of the clinic's numbers (issue 48): an additional Z-API number, connected, unless `over`. */
export function makeClinicNumber(over: Partial<ClinicNumber> = {}): ClinicNumber {
  return {
    id: 'n1',
    label: null,
    phone: '5511955550001',
    provider: 'zapi',
    connected: true,
    main: false,
    ...over,
  };
}
