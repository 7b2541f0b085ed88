import { z } from 'zod';

import { ASSISTANT_BASE_MAX } from '../constants.ts';
import { ASSISTANT_MSG } from '../messages/assistant.ts';
import { zChatIdParam } from './chats.ts';
import { zUuid } from './fields.ts';

/** What any member learns: whether the assistant can be used here, and what it offers. */
export const zAssistantStatus = z.object({
  success: z.literal(true),
  /** The server has a provider configured (AI_BASE_URL and AI_MODEL). */
  available: z.boolean(),
  /** The clinic turned it on. */
  enabled: z.boolean(),
  /** 'Transcrever' exists (the server has AI_TRANSCRIBE_MODEL). */
  canTranscribe: z.boolean(),
});
export type AssistantStatus = z.infer<typeof zAssistantStatus>;

/** The Responsável's page: the settings, who the provider is, and the month's use. */
export const zAssistantSettings = z.object({
  success: z.literal(true),
  /** After a save: what to tell the Responsável. */
  message: z.string().optional(),
  available: z.boolean(),
  enabled: z.boolean(),
  autoTranscribe: z.boolean(),
  knowledgeBase: z.string(),
  canTranscribe: z.boolean(),
  /** The provider's name and base URL (null when none is configured). */
  provider: z.object({ name: z.string(), url: z.string(), model: z.string() }).nullable(),
  usage: z.object({ month: z.string(), tokens: z.number(), cap: z.number() }),
});
export type AssistantSettings = z.infer<typeof zAssistantSettings>;

export const zAssistantSettingsRequest = z.strictObject({
  enabled: z.boolean(),
  autoTranscribe: z.boolean(),
  knowledgeBase: z.string().max(ASSISTANT_BASE_MAX, ASSISTANT_MSG.baseLong),
});
export type AssistantSettingsRequest = z.infer<typeof zAssistantSettingsRequest>;

export const zTranscribeParams = zChatIdParam.extend({ id: zUuid });

export const zTranscribeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  transcript: z.string(),
});

/** 'Resumo': the text as the provider wrote it, in three labelled lines. */
export const zChatSummaryResponse = z.object({
  success: z.literal(true),
  summary: z.string(),
});
export type ChatSummaryResponse = z.infer<typeof zChatSummaryResponse>;
