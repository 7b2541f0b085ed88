import type { SimPhoneNumber } from './types.ts';

/**
 * The envelope every WhatsApp webhook shares: one entry (the WABA), one change. `time`: the
 * entry's trigger time in Unix seconds, a JSON integer, which Meta's account-level webhooks
 * (`message_template_status_update`) carry and its `messages` examples do not.
 */
export function buildWebhook(
  phone: SimPhoneNumber,
  field: string,
  value: Record<string, unknown>,
  time?: number,
): Record<string, unknown> {
  return {
    object: 'whatsapp_business_account',
    entry: [
      { id: phone.wabaId, ...(time === undefined ? {} : { time }), changes: [{ value, field }] },
    ],
  };
}

/** A `messages` change's value: the product, the business number, then what happened. */
export function messagesValue(
  phone: SimPhoneNumber,
  rest: Record<string, unknown>,
): Record<string, unknown> {
  return {
    messaging_product: 'whatsapp',
    metadata: { display_phone_number: phone.displayPhoneNumber, phone_number_id: phone.id },
    ...rest,
  };
}
