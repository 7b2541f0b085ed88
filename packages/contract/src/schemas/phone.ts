import { z } from 'zod';

import { MESSAGE_MSG } from '../messages/message-rules.ts';

/** The provider's id of a chat as the send calls name it (`phone`). */
export const zPhone = z
  .string({ error: MESSAGE_MSG.phoneInvalid })
  .trim()
  .min(5, MESSAGE_MSG.phoneInvalid)
  .max(200, MESSAGE_MSG.phoneInvalid)
  .regex(/^[\w@.:-]+$/, MESSAGE_MSG.phoneInvalid);
