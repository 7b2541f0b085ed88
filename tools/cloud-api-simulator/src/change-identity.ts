import { buildWebhook, messagesValue } from './build-webhook.ts';
import { emitWebhook } from './emit-webhook.ts';
import { newWamid, unixSeconds, type SimContext } from './sim-context.ts';
import type { SimPhoneNumber, WebhookDelivery } from './types.ts';

export interface IdentityChangeInput {
  /**
   * `user_changed_number` (a system message: the old number in `from`, the new one in
   * `system.wa_id`), `user_changed_user_id` (a system message: only the BSUID changed) or
   * `user_id_update` (its own webhook field, `detail.previous` / `detail.current`).
   */
  kind: 'user_changed_number' | 'user_changed_user_id' | 'user_id_update';
  name?: string;
  from?: string;
  newPhone?: string;
  previousUserId?: string;
  userId?: string;
  previousParentUserId?: string;
  parentUserId?: string;
}

/**
 * A WhatsApp user's number or BSUID changed, told as Meta tells it (the system messages webhook
 * reference and the business-scoped user IDs page, Aug 2026). System messages carry no
 * `contacts`. The window follows the person: a send to the new number or BSUID finds it.
 */
export async function changeIdentity(
  sim: SimContext,
  phone: SimPhoneNumber,
  input: IdentityChangeInput,
): Promise<{ id: string | null; delivery: WebhookDelivery }> {
  const at = sim.now();
  const from = input.from?.replace(/\D/g, '') || undefined;
  const newPhone = input.newPhone?.replace(/\D/g, '') || undefined;
  const last =
    (from ? phone.lastInboundAt.get(from) : undefined) ??
    (input.previousUserId ? phone.lastInboundAt.get(input.previousUserId) : undefined);
  if (last !== undefined) {
    if (newPhone) phone.lastInboundAt.set(newPhone, last);
    if (input.userId) phone.lastInboundAt.set(input.userId, last);
  }
  if (input.kind === 'user_id_update') {
    const value = messagesValue(phone, {
      user_id_update: [
        {
          ...(from ? { wa_id: from } : {}),
          detail: {
            previous: {
              user_id: input.previousUserId,
              ...(input.previousParentUserId ? { parent_user_id: input.previousParentUserId } : {}),
            },
            current: {
              user_id: input.userId,
              ...(input.parentUserId ? { parent_user_id: input.parentUserId } : {}),
            },
          },
          timestamp: unixSeconds(at),
        },
      ],
    });
    return {
      id: null,
      delivery: await emitWebhook(sim, phone, buildWebhook(phone, 'user_id_update', value)),
    };
  }
  const id = newWamid(sim, phone.id);
  const name = input.name ?? 'Paciente';
  const system: Record<string, unknown> =
    input.kind === 'user_changed_number'
      ? {
          body: `User ${name} changed from ${from ?? ''} to ${newPhone ?? ''}`,
          wa_id: newPhone,
          type: 'user_changed_number',
        }
      : {
          body: `User ${name} changed their business-scoped user ID`,
          type: 'user_changed_user_id',
        };
  if (input.userId) system.user_id = input.userId;
  if (input.previousUserId) system.previous_user_id = input.previousUserId;
  if (input.parentUserId) system.parent_user_id = input.parentUserId;
  if (input.previousParentUserId) system.previous_parent_user_id = input.previousParentUserId;
  const message = {
    ...(from ? { from } : {}),
    ...(input.kind === 'user_changed_user_id' && input.userId
      ? { from_user_id: input.userId }
      : {}),
    id,
    timestamp: unixSeconds(at),
    type: 'system',
    system,
  };
  const delivery = await emitWebhook(
    sim,
    phone,
    buildWebhook(phone, 'messages', messagesValue(phone, { messages: [message] })),
  );
  return { id, delivery };
}
