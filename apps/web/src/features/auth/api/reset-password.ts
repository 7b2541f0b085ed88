import {
  zMessageResponse,
  type MessageResponse,
  type ResetPasswordRequest,
} from '@conecta/contract';

import { request } from '@/lib/http';

/** POST /auth/reset-password: sets the password, ends every session; 400 INVALID_RESET_TOKEN. */
export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return request('/auth/reset-password', {
    method: 'POST',
    body,
    auth: false,
    schema: zMessageResponse,
  });
}
