import {
  textEndpoints,
  type MessageResponse,
  type PreConfiguredText,
  type TextRequest,
  type zTextResponse,
} from '@conecta/contract';
import type { z } from 'zod';

import { callEndpoint } from '@/lib/call-endpoint';

export type TextAnswer = z.infer<typeof zTextResponse>;

/** The user's ready-made texts. */
export async function listTexts(signal?: AbortSignal): Promise<PreConfiguredText[]> {
  const { texts } = await callEndpoint(textEndpoints.list, {}, { signal });
  return texts;
}

/** 201 'Texto criado!'; 400 blank or too long. */
export function createText(body: TextRequest): Promise<TextAnswer> {
  return callEndpoint(textEndpoints.create, { body });
}

/** 'Texto atualizado!'; 400, 404. */
export function updateText(id: string, body: TextRequest): Promise<TextAnswer> {
  return callEndpoint(textEndpoints.update, { params: { id }, body });
}

/** 'Texto removido!'. */
export function deleteText(id: string): Promise<MessageResponse> {
  return callEndpoint(textEndpoints.remove, { params: { id } });
}
