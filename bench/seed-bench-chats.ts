import type { Db } from '../apps/server/src/db/client.ts';
import { chats } from '../apps/server/src/db/schema.ts';

/** `n` chats over the five open columns, with unread counts and a last message each. */
export async function seedBenchChats(db: Db, userId: string, n: number): Promise<void> {
  const now = Date.now();
  for (let i = 0; i < n; i += 1000) {
    await db.insert(chats).values(
      Array.from({ length: Math.min(1000, n - i) }, (_, k) => {
        const c = i + k;
        return {
          clinicId: userId,
          chatId: `55119${String(c).padStart(8, '0')}`,
          phone: `55119${String(c).padStart(8, '0')}`,
          name: `Paciente ${c}`,
          unread: c % 7,
          lastMessageTime: new Date(now - c * 60_000),
          lastMessageContent: `Mensagem de teste ${c} com algum texto para parecer real`,
          column: ['inbox', 'vip', 'humanized', 'hot_lead', 'cold_lead'][c % 5]!,
        };
      }),
    );
  }
}
