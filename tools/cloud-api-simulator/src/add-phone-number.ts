import type { SimContext } from './sim-context.ts';
import type { PhoneNumberPreset, SimPhoneNumber } from './types.ts';

export function addPhoneNumber(sim: SimContext, preset: PhoneNumberPreset): SimPhoneNumber {
  const phone: SimPhoneNumber = {
    id: preset.id,
    displayPhoneNumber: preset.displayPhoneNumber.replace(/\D/g, ''),
    accessToken: preset.accessToken,
    appSecret: preset.appSecret,
    verifyToken: preset.verifyToken,
    callbackUrl: preset.callbackUrl,
    wabaId: preset.wabaId ?? `waba-${preset.id}`,
    windowErrors: preset.windowErrors ?? 'response',
    templates: new Map(),
    lastInboundAt: new Map(),
    sent: new Map(),
    received: new Map(),
  };
  sim.phoneNumbers.set(phone.id, phone);
  return phone;
}

/** What the control API shows of a number (secrets included: it is a test double). */
export function describePhoneNumber(phone: SimPhoneNumber): Record<string, unknown> {
  return {
    id: phone.id,
    displayPhoneNumber: phone.displayPhoneNumber,
    accessToken: phone.accessToken,
    appSecret: phone.appSecret,
    verifyToken: phone.verifyToken,
    callbackUrl: phone.callbackUrl ?? null,
    wabaId: phone.wabaId,
    windowErrors: phone.windowErrors,
    templates: [...phone.templates.values()],
  };
}
