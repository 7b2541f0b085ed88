import { z } from 'zod';

import { CLOUD_API_MSG } from '../messages/cloud-api.ts';
import { zChatIdParam } from './chats.ts';

/**
 * A chat's 24-hour customer service window. `window` is null where the clinic's provider has
 * none (Z-API); `closesAt` is null when the patient never wrote (the window never opened).
 */
/** The clinic's record of a patient's consent to automatic messages: when, and by whom. */
export const zAutomaticConsent = z.object({
  at: z.string(),
  /** The member who recorded it (null once they left the clinic's users). */
  byName: z.string().nullable(),
});
export type AutomaticConsent = z.infer<typeof zAutomaticConsent>;

export const zChatWindowResponse = z.object({
  success: z.literal(true),
  window: z
    .object({
      closesAt: z.string().nullable(),
      open: z.boolean(),
      /** Null when never recorded or withdrawn. */
      consent: zAutomaticConsent.nullable(),
    })
    .nullable(),
});

/** 'Registrar consentimento' (`given: true`) or 'Retirar consentimento' (`false`). */
export const zAutomaticConsentRequest = z.strictObject({
  given: z.boolean({ error: 'Informe se o consentimento foi dado (given: true ou false).' }),
});
export type AutomaticConsentRequest = z.input<typeof zAutomaticConsentRequest>;

export const zAutomaticConsentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  consent: zAutomaticConsent.nullable(),
});
export type AutomaticConsentResponse = z.infer<typeof zAutomaticConsentResponse>;
export type ChatWindowResponse = z.infer<typeof zChatWindowResponse>;

/** One of the clinic's WhatsApp templates, as last synced from Meta. */
export const zWhatsappTemplate = z.object({
  id: z.string(),
  name: z.string(),
  language: z.string(),
  category: z.string(),
  /** APPROVED, PENDING, REJECTED, PAUSED (or another status Meta adds, as it came). */
  status: z.string(),
  /** The body's text with its `{{1}}` placeholders. */
  body: z.string(),
  /** How many distinct `{{n}}` the body has: the values a send must fill. */
  variables: z.number().int(),
  /** The labels of its quick-reply buttons ('Confirmar', 'Remarcar'), in order; [] when none. */
  buttons: z.array(z.string()),
  rejectedReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type WhatsappTemplate = z.infer<typeof zWhatsappTemplate>;

export const zWhatsappTemplatesResponse = z.object({
  success: z.literal(true),
  templates: z.array(zWhatsappTemplate),
});
export type WhatsappTemplatesResponse = z.infer<typeof zWhatsappTemplatesResponse>;

export const zTemplateIdParam = z.object({ id: z.uuid(CLOUD_API_MSG.templateNotFound) });

/** An approved template to a chat, its `{{1}}`, `{{2}}`... filled in order. */
export const zSendTemplateRequest = z.strictObject({
  chatId: zChatIdParam.shape.chatId,
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
});
export type SendTemplateRequest = z.input<typeof zSendTemplateRequest>;

/** A new template sent to Meta for review: a body with optional `{{1}}`... variables. */
/** Quick-reply buttons a template made here may have, and a label's length (Meta's limit). */
export const TEMPLATE_BUTTONS_MAX = 3;
export const TEMPLATE_BUTTON_MAX_CHARS = 25;

export const zCreateTemplateRequest = z.strictObject({
  name: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,512}$/, CLOUD_API_MSG.templateNameRule),
  language: z.enum(['pt_BR', 'en_US', 'es']).default('pt_BR'),
  category: z.enum(['UTILITY', 'MARKETING']),
  body: z
    .string()
    .trim()
    .min(1, CLOUD_API_MSG.templateBodyRequired)
    .max(1024, CLOUD_API_MSG.templateBodyRequired),
  /**
   * Quick-reply buttons' labels: Meta takes up to 10 of at most 25 characters each, without
   * variables; the product offers 3 (what WhatsApp shows under the message without 'Ver todas
   * as opções'), each different, so a tap reads unambiguously.
   */
  buttons: z
    .array(
      z
        .string()
        .trim()
        .min(1, CLOUD_API_MSG.templateButtonRule)
        .max(TEMPLATE_BUTTON_MAX_CHARS, CLOUD_API_MSG.templateButtonRule)
        .refine((text) => !text.includes('{{'), CLOUD_API_MSG.templateButtonRule),
    )
    .max(TEMPLATE_BUTTONS_MAX, CLOUD_API_MSG.templateButtonsMax)
    .refine(
      (list) => new Set(list.map((b) => b.toLowerCase())).size === list.length,
      CLOUD_API_MSG.templateButtonsRepeated,
    )
    .default([]),
});
export type CreateTemplateRequest = z.input<typeof zCreateTemplateRequest>;

/**
 * The templates automatic messages go as once a chat's 24-hour window closed (Cloud API): one
 * for appointment reminders, one for routine steps and scheduled messages; null: none chosen
 * (those sends wait). Each must be an approved utility template with at most two variables:
 * `{{1}}` the patient's name, `{{2}}` the appointment's date and time (reminders) or the
 * message's own text (routines and scheduled messages).
 */
export const zAutomaticTemplates = z.strictObject({
  reminders: z.uuid(CLOUD_API_MSG.templateNotFound).nullable(),
  followUps: z.uuid(CLOUD_API_MSG.templateNotFound).nullable(),
});
export type AutomaticTemplates = z.infer<typeof zAutomaticTemplates>;

export const zAutomaticTemplatesResponse = z.object({
  success: z.literal(true),
  automatic: zAutomaticTemplates,
});
export type AutomaticTemplatesResponse = z.infer<typeof zAutomaticTemplatesResponse>;

/** Template messages the clinic sent this month (its zone), by Meta category: what Meta bills. */
export const zTemplateUsageResponse = z.object({
  success: z.literal(true),
  /** 'YYYY-MM' in the clinic's zone. */
  month: z.string(),
  byCategory: z.record(z.string(), z.number().int()),
});
export type TemplateUsageResponse = z.infer<typeof zTemplateUsageResponse>;

/** A template fits an automatic kind when Meta approved it as utility with at most two variables. */
export const AUTOMATIC_TEMPLATE_MAX_VARIABLES = 2;
