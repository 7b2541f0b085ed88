import type { FastifyInstance } from 'fastify';

import type { AuthGuard } from '../http/authenticate.ts';
import { createMediaLinks } from '../lib/media-links.ts';
import { createMessagesService, messageRoutes } from '../modules/conversations/index.ts';
import { createNotesService, noteRoutes } from '../modules/notes/index.ts';

type MessagesDeps = Parameters<typeof createMessagesService>[0];
type NotesDeps = Parameters<typeof createNotesService>[0];
type ReadingLog = Parameters<typeof messageRoutes>[1]['access'] &
  Parameters<typeof noteRoutes>[1]['access'];

/**
 * What the chat window reads and writes: the conversation's messages (list, send, edit, files,
 * their links signed with `jwtSecret`) and the team's internal notes beside them, each reading
 * recorded in the access log (`readingLog`). The notes are a table of their own, read by no
 * sender, report or automation.
 */
export function wireChatWindow(
  app: FastifyInstance,
  deps: Omit<MessagesDeps, 'links'> &
    Pick<NotesDeps, 'onMention'> & {
      jwtSecret: string;
      readingLog: ReadingLog;
      requireAuth: AuthGuard;
    },
) {
  const { db, clock, publish, jwtSecret, readingLog: access, requireAuth } = deps;
  const messages = createMessagesService({ ...deps, links: createMediaLinks(jwtSecret) });
  messageRoutes(app, { messages, access, requireAuth });
  const notes = createNotesService({ db, clock, publish, onMention: deps.onMention });
  noteRoutes(app, { notes, access, requireAuth });
  return { messages };
}
