import type { Db } from '../apps/server/src/db/client.ts';
import { chatTags, chats, tags } from '../apps/server/src/db/schema.ts';

/**
 * Creates three tags for the user and puts `tagsOf(i)` of them (1 to 3) on each of the user's
 * first `count` chats, as a clinic that tags some of its patients.
 */
export async function tagSomeChats(
  db: Db,
  userId: string,
  count: number,
  tagsOf: (i: number) => number,
): Promise<void> {
  const tagRows = await db
    .insert(tags)
    .values(
      ['Convênio', 'Retorno', 'Urgente'].map((name, i) => ({
        clinicId: userId,
        name,
        color: ['#10B981', '#8B5CF6', '#EF4444'][i]!,
      })),
    )
    .returning();
  const some = await db.select({ id: chats.id }).from(chats).limit(count);
  await db
    .insert(chatTags)
    .values(
      some.flatMap((c, i) =>
        tagRows
          .slice(0, tagsOf(i))
          .map((t) => ({ clinicId: userId, chatRowId: c.id, tagId: t.id })),
      ),
    );
}
