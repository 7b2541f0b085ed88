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
import { MANAGEMENT_MSG } from './messages/management.ts';
import { PROFILE_MSG } from './messages/profile.ts';
import { PROVIDER_MSG } from './messages/provider.ts';
import { TEAM_MSG } from './messages/team.ts';
import { APPOINTMENT_MSG } from './messages/appointment-rules.ts';
import { PRIVACY_MSG } from './messages/privacy.ts';

/** One catalogue for both sides, kept in files by area of the product. */
export const MSG = {
  ...ACCOUNT_MSG,
  ...PROFILE_MSG,
  ...MANAGEMENT_MSG,
  ...CONVERSATION_MSG,
  ...PROVIDER_MSG,
  ...MAIL_MSG,
  ...TEAM_MSG,
  taskRules: TASK_MSG,
  textRules: TEXT_MSG,
  routineRules: ROUTINE_MSG,
  messageRules: MESSAGE_MSG,
  tagRules: TAG_MSG,
  adminRules: ADMIN_MSG,
  adminPage: ADMIN_UI,
  appointmentRules: APPOINTMENT_MSG,
  privacy: PRIVACY_MSG,
} as const;
