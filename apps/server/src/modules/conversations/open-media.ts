import { MSG } from '@conecta/contract';

import { AppError } from '../../lib/errors.ts';
import { cleanMediaType, UNKNOWN_MEDIA_TYPE } from '../../lib/media-type.ts';
import { MediaMissing } from '../../media/media-driver.ts';
import type { MessagesDeps } from './messages-deps.ts';
import { messageMediaRepo } from './messages-repo.ts';

/** Streams a stored file to its owner, when the signed link is valid. */
export async function openMedia(
  deps: MessagesDeps,
  id: string,
  q: { u: string; m: string; exp: number; sig: string },
) {
  const { db, clock, links, media } = deps;
  if (!links.verify(q.u, q.m, id, q.exp, q.sig, clock()))
    throw new AppError('NOT_FOUND', MSG.messageRules.mediaNotFound);
  const row = await messageMediaRepo.findForMember(db, q.u, q.m, id);
  if (!row?.mediaPath) throw new AppError('NOT_FOUND', MSG.messageRules.mediaNotFound);
  const stream = await media.open(row.mediaPath).catch((err: unknown) => {
    // A file gone from the store (removed by hand, a restore without media) is a 404.
    throw err instanceof MediaMissing
      ? new AppError('NOT_FOUND', MSG.messageRules.mediaNotFound)
      : err;
  });
  return {
    clinicId: q.u,
    memberId: q.m,
    chatId: row.chatId,
    stream,
    // Checked again: a row stored before types were checked must not break its link.
    mime: cleanMediaType(row.mediaMime) ?? UNKNOWN_MEDIA_TYPE,
    fileName: row.fileName,
  };
}
