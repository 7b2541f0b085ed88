import { MSG, noteEndpoints, TOAST_MS, type NoteRequest } from '@conecta/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { toast } from '@/components/ui/use-toast';
import { describeFailure } from '@/lib/error-text';

import {
  createNote,
  deleteNote,
  listNotes,
  noteKeys,
  readMentions,
  updateNote,
} from '../api/notes-api';
import { logChatError } from '../send-failure';

const N = MSG.notes;
const fallbacks = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/**
 * The open chat's internal notes: asked when the window opens and again when the live stream
 * says one changed (no polling: a note is the team's, and the stream carries every change).
 * Opening the chat also marks the mentions of this member in it as seen.
 */
export function useNotes(userId: string, chatId: string, enabled = true) {
  const queryKey = noteKeys.chat(userId, chatId);
  const query = useQuery({
    queryKey,
    enabled,
    queryFn: ({ signal }) => listNotes(chatId, signal),
    staleTime: 0,
    retry: false,
  });
  useEffect(() => {
    if (query.error) logChatError('Erro ao carregar notas internas', query.error);
  }, [query.error]);
  // Seen mentions leave the board's 'Menções': the cache rule refreshes what the call names.
  const { mutate: markMentionsRead } = useMutation({
    mutationFn: readMentions,
    meta: { endpoint: noteEndpoints.readMentions },
    onError: (failure: unknown) => logChatError('Erro ao marcar menções', failure),
  });
  useEffect(() => markMentionsRead(chatId), [chatId, markMentionsRead]);

  const fail = (title: string) => (error: unknown) => {
    const failure = describeFailure(title, error, fallbacks);
    if (failure) toast({ ...failure, variant: 'destructive', duration: TOAST_MS.dashboard });
  };
  const create = useMutation({
    mutationFn: (body: NoteRequest) => createNote(chatId, body),
    meta: { endpoint: noteEndpoints.create },
    onError: fail(N.failed),
  });
  const update = useMutation({
    mutationFn: (input: { id: string; body: NoteRequest }) => updateNote(input.id, input.body),
    meta: { endpoint: noteEndpoints.update },
    onError: fail(N.failed),
  });
  const remove = useMutation({
    mutationFn: deleteNote,
    meta: { endpoint: noteEndpoints.remove },
    onSuccess: (answer) => toast({ title: answer.message, duration: TOAST_MS.dashboard }),
    onError: fail(N.deleteFailed),
  });
  return {
    notes: query.data?.notes,
    loading: query.isPending,
    create,
    update,
    remove,
  };
}
export type NotesState = ReturnType<typeof useNotes>;
