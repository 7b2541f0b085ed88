import {
  type ApiKey,
  type ApiKeyCreatedResponse,
  apiKeyEndpoints,
  type CreateApiKeyRequest,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

/** The clinic's live keys (never the token itself). */
export async function listApiKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  const { keys } = await callEndpoint(apiKeyEndpoints.list, {}, { signal });
  return keys;
}

/** 201 with the token, shown once; 400 without a name or a scope; 422 past the limit. */
export function createApiKey(body: CreateApiKeyRequest): Promise<ApiKeyCreatedResponse> {
  return callEndpoint(apiKeyEndpoints.create, { body });
}

/** 'Chave revogada'; 404 when it was already revoked. */
export function revokeApiKey(id: string) {
  return callEndpoint(apiKeyEndpoints.revoke, { params: { id } });
}
