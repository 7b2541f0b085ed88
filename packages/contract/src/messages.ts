/**
 * The pt-BR text catalogue: every sentence a person reads, written once so wording can be
 * reviewed in one place. Titles and descriptions of toasts follow the specification letter for
 * letter; a text the specification does not show says so in a comment where it is defined, and
 * the behaviour around it is written down in docs/decisions.md.
 */
import { TASK_MSG } from './messages/task-rules.ts';
import { TEXT_MSG } from './messages/text-rules.ts';
import { ROUTINE_MSG } from './messages/routine-rules.ts';
import { MESSAGE_MSG } from './messages/message-rules.ts';
import { TAG_MSG } from './messages/tag-rules.ts';
import { ADMIN_MSG } from './messages/admin-rules.ts';
import { ADMIN_UI } from './messages/admin-page.ts';
import { ACCOUNT_MSG } from './messages/accounts.ts';
import { CONVERSATION_MSG } from './messages/conversations.ts';
import { MAIL_MSG } from './messages/mail.ts';
import { NUMBER_HEALTH_MSG } from './messages/number-health.ts';
import { MANAGEMENT_MSG } from './messages/management.ts';
import { PROFILE_MSG } from './messages/profile.ts';
import { PROVIDER_MSG } from './messages/provider.ts';
import { CLOUD_API_MSG } from './messages/cloud-api.ts';
import { TEAM_MSG } from './messages/team.ts';
import { APPOINTMENT_MSG } from './messages/appointment-rules.ts';
import { WAITING_MSG } from './messages/waiting-list.ts';
import { SATISFACTION_MSG } from './messages/satisfaction.ts';
import { PRIVACY_MSG } from './messages/privacy.ts';
import { ATTACHMENT_MSG } from './messages/attachments.ts';
import { CHAT_MSG } from './messages/chat-rules.ts';
import { COLUMN_TITLES } from './messages/column-titles.ts';
import { PREVIEW_MSG } from './messages/previews.ts';
import { ZOD_MSG } from './messages/zod-defaults.ts';
import { PUSH_MSG } from './messages/push.ts';
import { SEND_PACING_MSG } from './messages/send-pacing.ts';
import { BACKUP_MSG } from './messages/backups.ts';
import { NOTE_MSG } from './messages/notes.ts';
import { API_KEY_MSG } from './messages/api-keys.ts';
import { WEBHOOK_ENDPOINT_MSG } from './messages/webhook-endpoints.ts';
import { IDENTITY_MSG } from './messages/identity.ts';
import { MERGE_MSG } from './messages/chat-merges.ts';
import { ASSISTANT_MSG } from './messages/assistant.ts';
import { CALENDAR_MSG } from './messages/calendars.ts';
import { NUMBERS_MSG } from './messages/clinic-numbers.ts';

/** One catalogue for both sides, kept in files by area of the product. */
export const MSG = {
  ...ACCOUNT_MSG,
  ...PROFILE_MSG,
  ...MANAGEMENT_MSG,
  ...CONVERSATION_MSG,
  ...PROVIDER_MSG,
  ...MAIL_MSG,
  ...TEAM_MSG,
  ...NUMBER_HEALTH_MSG,
  ...PUSH_MSG,
  ...NOTE_MSG,
  ...IDENTITY_MSG,
  ...MERGE_MSG,
  ...NUMBERS_MSG,
  taskRules: TASK_MSG,
  textRules: TEXT_MSG,
  routineRules: ROUTINE_MSG,
  messageRules: MESSAGE_MSG,
  tagRules: TAG_MSG,
  adminRules: ADMIN_MSG,
  adminPage: ADMIN_UI,
  appointmentRules: APPOINTMENT_MSG,
  waitingList: WAITING_MSG,
  satisfaction: SATISFACTION_MSG,
  privacy: PRIVACY_MSG,
  sendPacing: SEND_PACING_MSG,
  attachments: ATTACHMENT_MSG,
  chatRules: CHAT_MSG,
  columnTitles: COLUMN_TITLES,
  previews: PREVIEW_MSG,
  zodDefaults: ZOD_MSG,
  cloudApi: CLOUD_API_MSG,
  backups: BACKUP_MSG,
  apiKeys: API_KEY_MSG,
  webhookEndpoints: WEBHOOK_ENDPOINT_MSG,
  assistant: ASSISTANT_MSG,
  calendars: CALENDAR_MSG,
} as const;
