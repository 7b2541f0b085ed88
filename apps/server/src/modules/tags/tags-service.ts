import { MSG } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { ChatsService } from '../conversations/index.ts';
import { type TagRow, tagsRepo } from './tags-repo.ts';

const view = (t: TagRow) => ({ id: t.id, name: t.name, color: t.color });
const duplicate = () => new AppError('CONFLICT', MSG.tagRules.duplicateTitle);
const notFound = () => new AppError('NOT_FOUND', MSG.tagRules.notFound);

export function createTagsService(deps: {
  db: Db;
  clock: Clock;
  publish: Publish;
  /** The board's chats, through their module: a tag goes only on the account's own chat. */
  chats: Pick<ChatsService, 'find'>;
}) {
  const { db, clock, publish } = deps;
  return {
    async list(clinicId: string) {
      return { success: true as const, tags: (await tagsRepo.list(db, clinicId)).map(view) };
    },
    async create(clinicId: string, input: { name: string; color: string }) {
      const tag = await tagsRepo.insert(db, clinicId, input.name, input.color, clock());
      if (!tag) throw duplicate();
      publish(clinicId, 'tag-update', { tag: view(tag), action: 'created' });
      return { success: true as const, message: MSG.tagRules.created, tag: view(tag) };
    },
    async update(clinicId: string, id: string, input: { name: string; color: string }) {
      const tag = await tagsRepo.update(db, clinicId, id, input.name, input.color);
      if (tag === 'taken') throw duplicate();
      if (!tag) throw notFound();
      publish(clinicId, 'tag-update', { tag: view(tag), action: 'updated' });
      return { success: true as const, message: MSG.tagRules.updated, tag: view(tag) };
    },
    /** Removing a tag takes it off every chat (the join rows cascade). */
    async remove(clinicId: string, id: string) {
      if (!(await tagsRepo.delete(db, clinicId, id))) throw notFound();
      publish(clinicId, 'tag-delete', { tagId: id });
      return { success: true as const, message: MSG.tagRules.removed };
    },
    async setChatTags(clinicId: string, chatId: string, tagIds: string[]) {
      const unique = [...new Set(tagIds)];
      const chat = await deps.chats.find(clinicId, chatId);
      if (!chat) throw new AppError('NOT_FOUND', MSG.common.chatNotFound);
      // Another user's tag id is answered as absent, and nothing changes.
      if ((await tagsRepo.countOwned(db, clinicId, unique)) !== unique.length) throw notFound();
      await db.transaction((tx) => tagsRepo.setForChat(tx, clinicId, chat.id, unique));
      const tags = (await tagsRepo.byChat(db, clinicId)).get(chat.id) ?? [];
      publish(clinicId, 'chat-update', { chatId: chat.chatId, reason: 'tags', tags });
      return { success: true as const, message: MSG.tagRules.chatTagsSaved, tags };
    },

    /**
     * Puts the tag named `name` on a chat (creating it, in `color`, when the clinic has none by
     * that name) or takes it off: the automation's way to mark a chat, e.g. a confirmed
     * appointment. The chat's other tags stay.
     */
    async markChat(
      clinicId: string,
      chatId: string,
      tag: { name: string; color: string },
      on: boolean,
    ) {
      const chat = await deps.chats.find(clinicId, chatId);
      if (!chat) return;
      const named = (rows: TagRow[]) =>
        rows.find((t) => t.name.toLocaleLowerCase('pt-BR') === tag.name.toLocaleLowerCase('pt-BR'));
      let found = named(await tagsRepo.list(db, clinicId));
      if (!found && !on) return;
      if (!found) {
        const created = await tagsRepo.insert(db, clinicId, tag.name, tag.color, clock());
        // Another process created it a moment ago: use that one.
        found = created ?? named(await tagsRepo.list(db, clinicId));
        if (!found) return;
        if (created) publish(clinicId, 'tag-update', { tag: view(created), action: 'created' });
      }
      const current = (await tagsRepo.byChat(db, clinicId, [chat.id])).get(chat.id) ?? [];
      const has = current.some((t) => t.id === found.id);
      if (has === on) return;
      const ids = on
        ? [...current.map((t) => t.id), found.id]
        : current.filter((t) => t.id !== found.id).map((t) => t.id);
      await db.transaction((tx) => tagsRepo.setForChat(tx, clinicId, chat.id, ids));
      const tags = (await tagsRepo.byChat(db, clinicId, [chat.id])).get(chat.id) ?? [];
      publish(clinicId, 'chat-update', { chatId: chat.chatId, reason: 'tags', tags });
    },
  };
}
export type TagsService = ReturnType<typeof createTagsService>;
