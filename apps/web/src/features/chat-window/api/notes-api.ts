import {
  noteEndpoints,
  type MentionsResponse,
  type MessageResponse,
  type NoteRequest,
  type NoteResponse,
  type NotesResponse,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

/** The team's internal notes and mentions: every key under ['notes', userId]. */
export const noteKeys = {
  all: (userId: string) => ['notes', userId] as const,
  chat: (userId: string, chatId: string) => ['notes', userId, 'chat', chatId] as const,
  mentions: (userId: string) => ['notes', userId, 'mentions'] as const,
};

export function listNotes(chatId: string, signal?: AbortSignal): Promise<NotesResponse> {
  return callEndpoint(noteEndpoints.list, { params: { chatId } }, { signal });
}

export function createNote(chatId: string, body: NoteRequest): Promise<NoteResponse> {
  return callEndpoint(noteEndpoints.create, { params: { chatId }, body });
}

export function updateNote(id: string, body: NoteRequest): Promise<NoteResponse> {
  return callEndpoint(noteEndpoints.update, { params: { id }, body });
}

export function deleteNote(id: string): Promise<MessageResponse> {
  return callEndpoint(noteEndpoints.remove, { params: { id } });
}

export function listMentions(signal?: AbortSignal): Promise<MentionsResponse> {
  return callEndpoint(noteEndpoints.mentions, {}, { signal });
}

export function readMentions(chatId: string): Promise<MessageResponse> {
  return callEndpoint(noteEndpoints.readMentions, { params: { chatId } });
}
