/**
 * The pt-BR text catalogue: every sentence a person reads, written once so wording can be
 * reviewed in one place. Titles and descriptions of toasts follow the specification letter for
 * letter; a text the specification does not show says so in a comment where it is defined, and
 * the behaviour around it is written down in docs/decisions.md.
 */
import { ACCOUNT_MSG } from './messages/accounts.ts';
import { CONVERSATION_MSG } from './messages/conversations.ts';
import { MAIL_MSG } from './messages/mail.ts';
import { MANAGEMENT_MSG } from './messages/management.ts';
import { PROFILE_MSG } from './messages/profile.ts';
import { PROVIDER_MSG } from './messages/provider.ts';

/** One catalogue for both sides, kept in files by area of the product. */
export const MSG = {
  ...ACCOUNT_MSG,
  ...PROFILE_MSG,
  ...MANAGEMENT_MSG,
  ...CONVERSATION_MSG,
  ...PROVIDER_MSG,
  ...MAIL_MSG,
} as const;
