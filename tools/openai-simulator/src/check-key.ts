import type { IncomingMessage } from 'node:http';
import { timingSafeEqual } from 'node:crypto';

import { missingKey, wrongKey } from './openai-error.ts';

/** `Authorization: Bearer <key>` must be the simulator's key; 401 in OpenAI's words otherwise. */
export function checkKey(req: IncomingMessage, expected: string): void {
  const match = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
  const given = match?.[1]?.trim();
  if (!given) throw missingKey();
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw wrongKey(given);
}
