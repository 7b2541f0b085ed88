import {
  tagEndpoints,
  type MessageResponse,
  type Tag,
  type TagRequest,
  type zChatTagsResponse,
  type zTagResponse,
} from '@conecta/contract';
import type { z } from 'zod';

import { callEndpoint } from '@/lib/call-endpoint';

export type TagAnswer = z.infer<typeof zTagResponse>;
export type ChatTagsAnswer = z.infer<typeof zChatTagsResponse>;

/** The user's tags, oldest first. */
export async function listTags(signal?: AbortSignal): Promise<Tag[]> {
  const { tags } = await callEndpoint(tagEndpoints.list, {}, { signal });
  return tags;
}

/** 201 'Etiqueta criada!'; 400 bad name or colour, 409 name taken. */
export function createTag(body: TagRequest): Promise<TagAnswer> {
  return callEndpoint(tagEndpoints.create, { body });
}

/** 'Etiqueta atualizada!'; 400, 404, 409 name taken. */
export function updateTag(id: string, body: TagRequest): Promise<TagAnswer> {
  return callEndpoint(tagEndpoints.update, { params: { id }, body });
}

/** 'Etiqueta removida!'; the tag leaves every chat. */
export function deleteTag(id: string): Promise<MessageResponse> {
  return callEndpoint(tagEndpoints.remove, { params: { id } });
}

/** The chat's whole set of tags, as ids. */
export function setChatTags(chatId: string, tagIds: string[]): Promise<ChatTagsAnswer> {
  return callEndpoint(tagEndpoints.setChatTags, { params: { chatId }, body: { tagIds } });
}
