import type { PatientIds, WebhookEvent } from '../../providers/index.ts';
import { chatKeyOn } from '../instances/index.ts';

/** The clinic's number an event came through (issue 48): its row and its chats' key suffix. */
export interface ReceivingNumber {
  clinicId: string;
  id: string;
  chatKeySuffix: string | null;
}

/**
 * An event of a clinic's second (third...) number, its patient's names turned into that number's
 * chat keys (instances/chat-keys.ts), so it lands in the number's own chats and finds only their
 * names. The main number's events are left as they are. Message ids stay: they are the
 * provider's, unique in the clinic whatever the number. What a send is addressed to is never a
 * key (the address strips the suffix: webhook-service.ts, record-inbound.ts).
 */
export function scopeEvent(event: WebhookEvent, suffix: string | null): WebhookEvent {
  if (!suffix) return event;
  const key = (id: string) => chatKeyOn(suffix, id);
  const keyOrNull = (id: string | null | undefined) => (id ? key(id) : (id ?? null));
  const ids = (p: PatientIds): PatientIds => ({
    phone: keyOrNull(p.phone),
    userId: keyOrNull(p.userId),
    parentUserId: keyOrNull(p.parentUserId),
  });
  switch (event.kind) {
    case 'message':
      return {
        ...event,
        chatId: key(event.chatId),
        userId: keyOrNull(event.userId),
      };
    case 'reaction':
      return { ...event, chatId: key(event.chatId) };
    case 'status':
      return { ...event, userId: keyOrNull(event.userId) };
    case 'identity':
      return { ...event, previous: ids(event.previous), current: ids(event.current) };
    default:
      return event;
  }
}
