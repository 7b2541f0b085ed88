import { signBody } from '@conecta/cloud-api-simulator';

import type { CloudNumber } from './cloud-clinic.ts';
import type { TestApp } from './test-app.ts';

/**
 * A webhook for `number` built and signed by hand as Meta builds and signs it (its app secret),
 * for what the simulator does not send: a replay, a field of Meta's newer pages. `value` is the
 * change's value after Meta's `messaging_product` and `metadata`. Answers the app's response.
 */
export async function postSignedWebhook(
  t: TestApp,
  number: CloudNumber,
  value: Record<string, unknown>,
  field = 'messages',
): Promise<Response> {
  const raw = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: number.waba,
        changes: [
          {
            field,
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: number.display, phone_number_id: number.id },
              ...value,
            },
          },
        ],
      },
    ],
  });
  return fetch(`${t.publicUrl}/webhooks/whatsapp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': signBody(raw, number.secret),
    },
    body: raw,
  });
}
