import {
  profileEndpoints,
  type ConfirmEmailChangeRequest,
  type ConfirmPasswordChangeRequest,
  type MessageResponse,
  type RequestEmailChangeRequest,
  type RequestPasswordChangeRequest,
  type UpdateNameRequest,
  type UpdateNameResponse,
  type UpdateTimeZoneRequest,
  type UpdateTimeZoneResponse,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

/** 'Nome atualizado com sucesso!'; 400 empty or too long. */
export function updateName(body: UpdateNameRequest): Promise<UpdateNameResponse> {
  return callEndpoint(profileEndpoints.updateName, { body });
}

/** The zone scheduled messages are read in; 400 unknown zone. */
export function updateTimeZone(body: UpdateTimeZoneRequest): Promise<UpdateTimeZoneResponse> {
  return callEndpoint(profileEndpoints.updateTimeZone, { body });
}

/** Mails a code to the new address; 409 in use, 429. */
export function requestEmailChange(body: RequestEmailChangeRequest): Promise<MessageResponse> {
  return callEndpoint(profileEndpoints.requestEmailChange, { body });
}

/** Changes it and ends every session, this one too. */
export function confirmEmailChange(body: ConfirmEmailChangeRequest): Promise<MessageResponse> {
  return callEndpoint(profileEndpoints.confirmEmailChange, { body });
}

/** Mails a code to the current address. */
export function requestPasswordChange(
  body: RequestPasswordChangeRequest,
): Promise<MessageResponse> {
  return callEndpoint(profileEndpoints.requestPasswordChange, { body });
}

/** Sets it; the other sessions end, this one stays. */
export function confirmPasswordChange(
  body: ConfirmPasswordChangeRequest,
): Promise<MessageResponse> {
  return callEndpoint(profileEndpoints.confirmPasswordChange, { body });
}
