import type { ChatKind, SimChat } from './types.ts';

export function chatKindOf(phone: string): ChatKind {
  if (phone.endsWith('@newsletter')) return 'newsletter';
  if (phone.endsWith('-group') || /^\d+-\d+$/.test(phone)) return 'group';
  return 'contact';
}

/** A chat as WhatsApp shows it when the first message arrives or is sent. */
export function createChat(phone: string, name: string | null, now: number): SimChat {
  return {
    phone,
    name,
    kind: chatKindOf(phone),
    unread: 0,
    lastMessageTime: now,
    muted: false,
    archived: false,
    pinned: false,
    hasPhoto: false,
    about: '',
    participants: [],
  };
}
