import { z } from 'zod';

import { API_KEY_MSG as M } from '../messages/api-keys.ts';
import { CLOUD_API_MSG } from '../messages/cloud-api.ts';
import { MESSAGE_MSG } from '../messages/message-rules.ts';
import { COLUMNS, MESSAGE_MAX } from '../constants.ts';
import { zAppointment, zAppointmentRequest } from './appointments.ts';
import { CHAT_ID_PATTERN, zChatIdParam } from './chats.ts';
import { zTextMessage, zAudioMessage } from './messages.ts';
import { internationalPhone } from '../international-phone.ts';

/**
 * The public API (`/api/v1`), called by the clinic's own systems with an API key. Its answers
 * are shaped for a program: stable field names, cursors to page with, and the clinic system's
 * own appointment id (`externalId`) as the key of an appointment.
 */

const backendColumns = COLUMNS.map((c) => c.backend) as [string, ...string[]];
const PAGE_DEFAULT = 50;
const PAGE_MAX = 100;
const zLimit = z.coerce
  .number({ error: MESSAGE_MSG.pageSizeInvalid })
  .int(MESSAGE_MSG.pageSizeInvalid)
  .min(1, MESSAGE_MSG.pageSizeInvalid)
  .max(PAGE_MAX, MESSAGE_MSG.pageSizeInvalid)
  .default(PAGE_DEFAULT);

/** GET /api/v1/chats: `after` is the `next` of the page before. */
export const zPublicChatsQuery = z.strictObject({
  limit: zLimit,
  after: z.string().regex(CHAT_ID_PATTERN, M.cursorInvalid).optional(),
});

export const zPublicChat = z.object({
  chatId: z.string(),
  name: z.string().nullable(),
  phone: z.string(),
  column: z.enum(backendColumns),
  unread: z.number().int(),
  lastMessageAt: z.string().nullable(),
  lastMessageContent: z.string().nullable(),
});
export const zPublicChatsResponse = z
  .object({
    success: z.literal(true),
    chats: z.array(zPublicChat),
    /** Pass as `after` for the next page; null on the last one. */
    next: z.string().nullable(),
  })
  .meta({
    examples: [
      {
        success: true,
        chats: [
          {
            chatId: '5511987654321',
            name: 'Maria Souza',
            phone: '5511987654321',
            column: 'humanized',
            unread: 1,
            lastMessageAt: '2026-03-02T13:05:00.000Z',
            lastMessageContent: 'Posso remarcar para sexta?',
          },
        ],
        next: '5511987654321',
      },
    ],
  });

/** GET /api/v1/chats/:chatId/messages: newest first page; `before` is the `next` of the last. */
export const zPublicMessagesQuery = z.strictObject({
  limit: zLimit,
  before: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, M.cursorInvalid)
    .optional(),
});
export const zPublicMessagesResponse = z.object({
  success: z.literal(true),
  messages: z.array(zTextMessage),
  audios: z.array(zAudioMessage),
  /** Pass as `before` for the older page; null at the chat's beginning. */
  next: z.string().nullable(),
});

/** POST /api/v1/messages: a text, or a Cloud API template, to a chat or a phone. */
export const zPublicSendRequest = z
  .strictObject({
    chatId: zChatIdParam.shape.chatId.optional(),
    /** The patient's number with country code ('+55 11 98765-4321'): the clinic's chat with it. */
    phone: z
      .string({ error: M.phoneInvalid })
      .trim()
      .max(30, M.phoneInvalid)
      .refine((p) => internationalPhone(p) !== null, M.phoneInvalid)
      .optional(),
    text: z
      .string({ error: MESSAGE_MSG.textEmpty })
      .trim()
      .min(1, MESSAGE_MSG.textEmpty)
      .max(MESSAGE_MAX, MESSAGE_MSG.textLong)
      .optional(),
    template: z
      .strictObject({
        templateId: z.uuid(CLOUD_API_MSG.templateNotFound),
        variables: z
          .array(
            z
              .string()
              .trim()
              .min(1, CLOUD_API_MSG.templateVariablesMissing)
              .max(1000, CLOUD_API_MSG.templateVariablesMissing),
          )
          .max(20, CLOUD_API_MSG.templateVariablesMissing)
          .default([]),
      })
      .optional(),
    /**
     * The clinic's system declares the patient agreed to receive its messages (opt-in): recorded
     * on the chat, in the key's name, once the message went. What lets a template reach a phone
     * the clinic never talked to.
     */
    consent: z.boolean({ error: M.consentFlagInvalid }).optional(),
  })
  .refine((b) => (b.chatId === undefined) !== (b.phone === undefined), {
    message: M.destinationRequired,
    path: ['chatId'],
  })
  .refine((b) => (b.text === undefined) !== (b.template === undefined), {
    message: M.contentRequired,
    path: ['text'],
  })
  .meta({
    examples: [
      { phone: '5511987654321', text: 'Olá! Sua consulta está confirmada para amanhã às 14h.' },
      {
        phone: '+55 11 98765-4321',
        template: { templateId: '0b6c5d1e-8f2a-4c3b-9d7e-1a2b3c4d5e6f', variables: ['Maria'] },
        consent: true,
      },
      {
        chatId: '5511987654321',
        template: { templateId: '0b6c5d1e-8f2a-4c3b-9d7e-1a2b3c4d5e6f', variables: ['Maria'] },
      },
    ],
  });
export type PublicSendRequest = z.input<typeof zPublicSendRequest>;

/** The clinic system's own id of an appointment: what makes a repeated call change nothing. */
export const zExternalIdParam = z.object({
  externalId: z
    .string()
    .trim()
    .regex(/^[\w.:-]{1,100}$/, M.externalIdInvalid),
});

/** PUT /api/v1/appointments/:externalId: created the first time, updated after. */
export const zPublicAppointmentRequest = zAppointmentRequest.meta({
  examples: [
    {
      chatId: '5511987654321',
      startsAt: '2026-03-10T14:30',
      professional: 'Dra. Ana Lima',
      procedure: 'Limpeza',
      remindHoursBefore: [24, 2],
    },
  ],
});

export const zPublicAppointment = zAppointment;
export const zPublicAppointmentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** False when the call asked for what was already so (a repeated call). */
  changed: z.boolean(),
  appointment: zPublicAppointment,
});
export type PublicAppointmentResponse = z.infer<typeof zPublicAppointmentResponse>;
export const zPublicAppointmentsResponse = z.object({
  success: z.literal(true),
  appointments: z.array(zPublicAppointment),
});
