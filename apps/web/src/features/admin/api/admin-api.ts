import {
  adminEndpoints,
  type AdminUsersResponse,
  type CreateInstanceRequest,
  type InstanceResponse,
  type InstancesResponse,
  type MessageResponse,
  type UpdateInstanceRequest,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

/** Every instance, tokens masked ('••••1234'). */
export function listInstances(signal?: AbortSignal): Promise<InstancesResponse> {
  return callEndpoint(adminEndpoints.list, {}, { signal });
}

/** One instance with its tokens revealed (for the edit form). */
export function getInstance(id: string, signal?: AbortSignal): Promise<InstanceResponse> {
  return callEndpoint(adminEndpoints.reveal, { params: { id } }, { signal });
}

/** 201; 400 invalid field, 409 the user has one, 422 past date. */
export function createInstance(body: CreateInstanceRequest): Promise<InstanceResponse> {
  return callEndpoint(adminEndpoints.create, { body });
}

/** 409 when the chosen user already has an instance. */
export function updateInstance(id: string, body: UpdateInstanceRequest): Promise<InstanceResponse> {
  return callEndpoint(adminEndpoints.update, { params: { id }, body });
}

/** Removes an instance, once the person confirmed (`confirm=true`). */
export function deleteInstance(id: string): Promise<MessageResponse> {
  return callEndpoint(adminEndpoints.remove, { params: { id }, query: { confirm: 'true' } });
}

/** The accounts an instance can belong to, and which already have one. */
export function listAdminUsers(signal?: AbortSignal): Promise<AdminUsersResponse> {
  return callEndpoint(adminEndpoints.users, {}, { signal });
}
