import type { IncomingMessage } from 'node:http';
import { timingSafeEqual } from 'node:crypto';

import { invalidToken } from './graph-error.ts';
import type { SimPhoneNumber } from './types.ts';

/** `Authorization: Bearer <token>` must be the number's access token; 190 (HTTP 401) otherwise. */
export function checkToken(req: IncomingMessage, phone: SimPhoneNumber): void {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  const given = Buffer.from(match?.[1]?.trim() ?? '');
  const expected = Buffer.from(phone.accessToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidToken();
}
