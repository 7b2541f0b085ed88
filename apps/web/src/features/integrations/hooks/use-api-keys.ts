import { apiKeyEndpoints, type CreateApiKeyRequest, MSG, TOAST_MS } from '@conecta/contract';
import { useMutation, useQuery } from '@tanstack/react-query';

import { toast } from '@/components/ui/use-toast';

import { createApiKey, listApiKeys, revokeApiKey } from '../api/api-keys-api';
import { apiKeyKeys } from '../queries';

export function useApiKeys(userId: string) {
  return useQuery({
    queryKey: apiKeyKeys.list(userId),
    queryFn: ({ signal }) => listApiKeys(signal),
    staleTime: 0,
  });
}

/** Creates a key; `onCreated` gets the token, which no later call returns. */
export function useCreateApiKey(onCreated: (token: string, name: string) => void) {
  return useMutation({
    mutationFn: (body: CreateApiKeyRequest) => createApiKey(body),
    meta: { endpoint: apiKeyEndpoints.create },
    onSuccess: (answer) => onCreated(answer.token, answer.key.name),
  });
}

export function useRevokeApiKey(onDone: () => void) {
  return useMutation({
    mutationFn: (id: string) => revokeApiKey(id),
    meta: { endpoint: apiKeyEndpoints.revoke },
    onSuccess: () => {
      toast({ title: MSG.apiKeys.revoked, duration: TOAST_MS.dashboard });
      onDone();
    },
  });
}
