import { z } from 'zod';

import { API_KEY_MSG as M } from '../messages/api-keys.ts';

/**
 * What a clinic's API key may do, one scope per area of the public API (`/api/v1`). A key is
 * given the scopes it needs and no more; a call outside them answers 403.
 */
export const API_SCOPES = [
  'chats:read',
  'messages:send',
  'appointments:read',
  'appointments:write',
  'waiting-list:write',
  'reports:read',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** How a key starts: anyone reading a leaked token (a log, a commit) knows what it is. */
export const API_KEY_PREFIX = 'cck_';
export const API_KEY_NAME_MAX = 60;
/** The most live keys a clinic may have: enough for each system it connects, and bounded. */
export const API_KEYS_MAX = 20;

/** POST /dashboard/settings/api-keys. */
export const zCreateApiKeyRequest = z.strictObject({
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .max(API_KEY_NAME_MAX, M.nameRequired),
  scopes: z
    .array(z.enum(API_SCOPES, { error: M.scopeUnknown }), { error: M.scopesRequired })
    .min(1, M.scopesRequired)
    .max(API_SCOPES.length, M.scopesRequired)
    .transform((s) => [...new Set(s)]),
});
export type CreateApiKeyRequest = z.input<typeof zCreateApiKeyRequest>;

/** A key as the screen lists it: never the token, only its first characters. */
export const zApiKey = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  /** `cck_` and the token's next characters, so a person can tell keys apart. */
  hint: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof zApiKey>;

export const zApiKeysResponse = z.object({ success: z.literal(true), keys: z.array(zApiKey) });
export type ApiKeysResponse = z.infer<typeof zApiKeysResponse>;

/** The one answer that carries the whole token: shown once, never stored in the clear. */
export const zApiKeyCreatedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  key: zApiKey,
  token: z.string(),
});
export type ApiKeyCreatedResponse = z.infer<typeof zApiKeyCreatedResponse>;

export const zApiKeyRevokedResponse = z.object({ success: z.literal(true), message: z.string() });
