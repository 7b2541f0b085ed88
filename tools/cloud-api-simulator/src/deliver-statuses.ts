import { buildWebhook, messagesValue } from './build-webhook.ts';
import { emitWebhook } from './emit-webhook.ts';
import { ControlError } from './http-io.ts';
import { unixSeconds, type SimContext } from './sim-context.ts';
import type { SimPhoneNumber, WebhookDelivery } from './types.ts';

export type StatusName = 'sent' | 'delivered' | 'read' | 'failed';

export interface StatusInput {
  status: StatusName;
  /** For `failed`: Meta's error (code, title, details). */
  error?: { code: number; title: string; details?: string };
}

const STATUS_NAMES = new Set<string>(['sent', 'delivered', 'read', 'failed']);

export function parseStatus(value: unknown): StatusInput {
  const input: StatusInput | undefined =
    typeof value === 'string'
      ? { status: value as StatusName }
      : (value as StatusInput | undefined);
  if (!input || !STATUS_NAMES.has(input.status)) {
    throw new ControlError(400, `Unknown status ${JSON.stringify(value)}`);
  }
  return input;
}

/**
 * One `statuses` webhook per status, POSTed one after the other in the order given: the caller
 * chooses the order (Meta does not promise one), so `['read', 'sent']` arrives read first.
 */
export async function deliverStatuses(
  sim: SimContext,
  phone: SimPhoneNumber,
  messageId: string,
  statuses: StatusInput[],
): Promise<WebhookDelivery[]> {
  const sent = phone.sent.get(messageId);
  if (!sent) throw new ControlError(404, `No sent message ${messageId}`);
  const deliveries: WebhookDelivery[] = [];
  for (const input of statuses) {
    const status: Record<string, unknown> = {
      id: messageId,
      status: input.status,
      timestamp: unixSeconds(sim.now()),
      // A send by BSUID is reported by BSUID: no phone to name.
      ...(sent.byUserId ? { recipient_user_id: sent.to } : { recipient_id: sent.to }),
    };
    if (input.status === 'failed') {
      const error = input.error ?? { code: 131026, title: 'Message undeliverable' };
      status.errors = [
        {
          code: error.code,
          title: error.title,
          message: error.title,
          error_data: { details: error.details ?? error.title },
        },
      ];
    } else {
      status.pricing = {
        billable: true,
        pricing_model: 'PMP',
        category: sent.templateCategory?.toLowerCase() ?? 'service',
      };
    }
    const payload = buildWebhook(phone, 'messages', messagesValue(phone, { statuses: [status] }));
    deliveries.push(await emitWebhook(sim, phone, payload));
  }
  return deliveries;
}
