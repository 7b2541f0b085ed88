import {
  zMessageResponse,
  type ConfirmPasswordChangeRequest,
  type MessageResponse,
  type RequestPasswordChangeRequest,
} from '@conecta/contract';

import { request } from '@/lib/http';

/** POST /api/profile/request-password-change: mails a code to the current address. */
export function requestPasswordChange(
  body: RequestPasswordChangeRequest,
): Promise<MessageResponse> {
  return request('/api/profile/request-password-change', {
    method: 'POST',
    body,
    schema: zMessageResponse,
  });
}

/** POST /api/profile/confirm-password-change: sets it; the other sessions end, this one stays. */
export function confirmPasswordChange(
  body: ConfirmPasswordChangeRequest,
): Promise<MessageResponse> {
  return request('/api/profile/confirm-password-change', {
    method: 'POST',
    body,
    schema: zMessageResponse,
  });
}
