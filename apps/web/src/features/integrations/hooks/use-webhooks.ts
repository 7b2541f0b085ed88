import {
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
  MSG,
  TOAST_MS,
  webhookEndpointEndpoints as endpoints,
} from '@conecta/contract';
import { useMutation, useQuery } from '@tanstack/react-query';

import { toast } from '@/components/ui/use-toast';

import {
  createWebhook,
  enableWebhook,
  listDeliveries,
  listWebhooks,
  removeWebhook,
  resendDelivery,
  rotateWebhook,
  updateWebhook,
} from '../api/webhooks-api';
import { webhookKeys } from '../queries';

const done = (title: string) => toast({ title, duration: TOAST_MS.dashboard });

export function useWebhooks(userId: string) {
  return useQuery({
    queryKey: webhookKeys.list(userId),
    queryFn: ({ signal }) => listWebhooks(signal),
    staleTime: 0,
  });
}

/** Adds an endpoint; `onCreated` gets the secret, which no later call returns. */
export function useCreateWebhook(onCreated: (secret: string, url: string) => void) {
  return useMutation({
    mutationFn: (body: CreateWebhookEndpointRequest) => createWebhook(body),
    meta: { endpoint: endpoints.create },
    onSuccess: (answer) => onCreated(answer.secret, answer.endpoint.url),
  });
}

/** 'Editar' → 'Salvar': the toast says whether anything changed; `onSaved` closes the form. */
export function useUpdateWebhook(id: string, onSaved: () => void) {
  return useMutation({
    mutationFn: (body: UpdateWebhookEndpointRequest) => updateWebhook(id, body),
    meta: { endpoint: endpoints.update },
    onSuccess: (answer) => {
      done(answer.message);
      onSaved();
    },
  });
}

export function useRotateWebhook(onRotated: (secret: string) => void) {
  return useMutation({
    mutationFn: (id: string) => rotateWebhook(id),
    meta: { endpoint: endpoints.rotate },
    onSuccess: (answer) => onRotated(answer.secret),
  });
}

export function useEnableWebhook() {
  return useMutation({
    mutationFn: (id: string) => enableWebhook(id),
    meta: { endpoint: endpoints.enable },
    onSuccess: (answer) => done(answer.message),
  });
}

export function useRemoveWebhook() {
  return useMutation({
    mutationFn: (id: string) => removeWebhook(id),
    meta: { endpoint: endpoints.remove },
    onSuccess: (answer) => done(answer.message),
  });
}

export function useDeliveries(endpointId: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: ({ signal }) => listDeliveries(endpointId, signal),
    staleTime: 0,
  });
}

export function useResendDelivery(endpointId: string) {
  return useMutation({
    mutationFn: (deliveryId: string) => resendDelivery(endpointId, deliveryId),
    meta: { endpoint: endpoints.resend },
    onSuccess: () => done(MSG.webhookEndpoints.resent),
  });
}
