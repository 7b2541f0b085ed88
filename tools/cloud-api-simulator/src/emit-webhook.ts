import type { SimContext } from './sim-context.ts';
import type { SimPhoneNumber, WebhookDelivery } from './types.ts';

/** Signs and POSTs one webhook to the number's callback URL (recorded even without one). */
export async function emitWebhook(
  sim: SimContext,
  phone: SimPhoneNumber,
  payload: Record<string, unknown>,
): Promise<WebhookDelivery> {
  if (!phone.callbackUrl) {
    const body = JSON.stringify(payload);
    const delivery: WebhookDelivery = { url: '', body, signature: '', error: 'no callback URL' };
    sim.deliveries.push(delivery);
    return delivery;
  }
  const delivery = await sim.sender.post(phone.callbackUrl, phone.appSecret, payload);
  sim.deliveries.push(delivery);
  if (delivery.error || (delivery.status ?? 0) >= 300) {
    sim.log(
      `[cloud-sim] webhook to ${delivery.url}: ${delivery.error ?? `HTTP ${delivery.status}`}`,
    );
  }
  return delivery;
}
