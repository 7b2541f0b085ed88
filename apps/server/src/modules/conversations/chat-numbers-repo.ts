import { and, eq, inArray, or } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { chats } from '../../db/schema.ts';

/** A chat as the automatic sender names it: the clinic and the chat's key. */
export interface ChatRef {
  clinicId: string;
  chatId: string;
}

/** One string per chat, for maps: a clinic id is a uuid, so the first '|' ends it. */
export const chatRefKey = (ref: ChatRef) => `${ref.clinicId}|${ref.chatId}`;

/**
 * The number each chat is on (chats.instance_id, issue 48), for many chats in one statement: a
 * pass of the automatic sender asks once for all the chats it holds, not once a message. A chat
 * missing from the answer (erased meanwhile) or answered null (its number removed) has none: its
 * messages go from the clinic's main number, as `InstanceAccess.forChat` sends them.
 */
export async function chatNumbers(tx: Tx, refs: ChatRef[]): Promise<Map<string, string | null>> {
  const byClinic = new Map<string, Set<string>>();
  for (const ref of refs) {
    const keys = byClinic.get(ref.clinicId);
    if (keys) keys.add(ref.chatId);
    else byClinic.set(ref.clinicId, new Set([ref.chatId]));
  }
  if (byClinic.size === 0) return new Map();
  // Per clinic its keys: each arm reads the unique (clinic_id, chat_id) index.
  const rows = await tx
    .select({ clinicId: chats.clinicId, chatId: chats.chatId, instanceId: chats.instanceId })
    .from(chats)
    .where(
      or(
        ...[...byClinic].map(([clinicId, keys]) =>
          and(eq(chats.clinicId, clinicId), inArray(chats.chatId, [...keys])),
        ),
      ),
    );
  return new Map(rows.map((r) => [chatRefKey(r), r.instanceId]));
}

/** `chatNumbers` for one clinic's chats, by chat id. */
export async function clinicChatNumbers(
  tx: Tx,
  clinicId: string,
  chatIds: string[],
): Promise<Map<string, string | null>> {
  const numbers = await chatNumbers(
    tx,
    chatIds.map((chatId) => ({ clinicId, chatId })),
  );
  return new Map(
    chatIds.map((chatId) => [chatId, numbers.get(chatRefKey({ clinicId, chatId })) ?? null]),
  );
}
