import {
  zMessageResponse,
  type ConfirmEmailChangeRequest,
  type MessageResponse,
  type RequestEmailChangeRequest,
} from '@conecta/contract';

import { request } from '@/lib/http';

/** POST /api/profile/request-email-change: mails a code to the new address; 409 in use, 429. */
export function requestEmailChange(body: RequestEmailChangeRequest): Promise<MessageResponse> {
  return request('/api/profile/request-email-change', {
    method: 'POST',
    body,
    schema: zMessageResponse,
  });
}

/** POST /api/profile/confirm-email-change: changes it and ends every session, this one too. */
export function confirmEmailChange(body: ConfirmEmailChangeRequest): Promise<MessageResponse> {
  return request('/api/profile/confirm-email-change', {
    method: 'POST',
    body,
    schema: zMessageResponse,
  });
}
