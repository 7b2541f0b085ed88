import { MSG } from '@conecta/contract';
import type { TextRequest } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { type TextRow, textsRepo } from './texts-repo.ts';

const view = (t: TextRow) => ({ id: t.id, title: t.title, content: t.content });
const notFound = () => new AppError('NOT_FOUND', MSG.textRules.notFound);

/** Ready-made texts: plain per-user records; another account's text is as absent as a missing one. */
export function createTextsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async list(clinicId: string) {
      return { success: true as const, texts: (await textsRepo.list(db, clinicId)).map(view) };
    },

    async create(clinicId: string, { title, content }: TextRequest) {
      const row = await textsRepo.insert(db, clinicId, title, content, clock());
      return { success: true as const, message: MSG.textRules.created, text: view(row) };
    },

    async update(clinicId: string, id: string, { title, content }: TextRequest) {
      const row = await textsRepo.update(db, clinicId, id, title, content, clock());
      if (!row) throw notFound();
      return { success: true as const, message: MSG.textRules.updated, text: view(row) };
    },

    async remove(clinicId: string, id: string) {
      if (!(await textsRepo.delete(db, clinicId, id))) throw notFound();
      return { success: true as const, message: MSG.textRules.removed };
    },
  };
}
export type TextsService = ReturnType<typeof createTextsService>;
