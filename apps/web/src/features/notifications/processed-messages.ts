import { NOTIFY } from './notification-constants';

/**
 * The new messages already handled (sounded, notified), so a replayed or repeated event stays
 * quiet. Kept in arrival order; `trim`, run every 60 s, keeps the newest 50 once above
 * 100.
 */
export class ProcessedMessages {
  private readonly ids = new Set<string>();

  constructor(
    private readonly max: number = NOTIFY.processedMax,
    private readonly keep: number = NOTIFY.processedKeep,
  ) {}

  get size(): number {
    return this.ids.size;
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }

  /** Records `id`; true the first time it is seen. */
  markNew(id: string): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    return true;
  }

  /** Above `max` entries, forgets all but the newest `keep`; true when it did. */
  trim(): boolean {
    if (this.ids.size <= this.max) return false;
    const newest = [...this.ids].slice(-this.keep);
    this.ids.clear();
    for (const id of newest) this.ids.add(id);
    return true;
  }
}

/** What identifies a new message: its id, or the chat and time when the server sent no id. */
export function messageKey(data: {
  chatId: string;
  messageId?: string | null;
  lastMessageTime?: string | null;
}): string {
  return data.messageId || `${data.chatId}@${data.lastMessageTime ?? ''}`;
}
