/**
 * The pt-BR text catalogue: every sentence a person reads, written once so wording can be
 * reviewed in one place. Titles and descriptions of toasts follow the specification letter for
 * letter; texts the specification does not show are marked "(não especificado)" in docs/texts.md.
 */
import { ACCOUNT_MSG } from './messages/accounts.ts';
import { CONVERSATION_MSG } from './messages/conversations.ts';
import { MANAGEMENT_MSG } from './messages/management.ts';
import { PROFILE_MSG } from './messages/profile.ts';

/** One catalogue for both sides, kept in files by area of the product. */
export const MSG = {
  ...ACCOUNT_MSG,
  ...PROFILE_MSG,
  ...MANAGEMENT_MSG,
  ...CONVERSATION_MSG,
} as const;
