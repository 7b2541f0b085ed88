import { avatarUrl } from './build-callbacks.ts';
import type { SimInstance } from './types.ts';

const DAY_MS = 86_400_000;

/** GET /status: Z-API reports its state in `error`, even when connected. */
export function describeStatus(instance: SimInstance): Record<string, unknown> {
  if (instance.state === 'connected') {
    return { connected: true, error: 'You are already connected.', smartphoneConnected: true };
  }
  const error =
    instance.state === 'needs-restore'
      ? 'You need to restore the session.'
      : 'You are not connected.';
  return { connected: false, error, smartphoneConnected: false };
}

/** GET /me */
export function describeMe(instance: SimInstance): Record<string, unknown> {
  const hooks = instance.webhooks;
  return {
    id: instance.id,
    token: instance.token,
    name: instance.name,
    due: instance.createdAt + 30 * DAY_MS,
    connected: instance.state === 'connected',
    paymentStatus: 'RECEIVED',
    created: instance.createdAt,
    connectedCallbackUrl: hooks.connected ?? null,
    deliveryCallbackUrl: hooks.delivery ?? null,
    disconnectedCallbackUrl: hooks.disconnected ?? null,
    messageStatusCallbackUrl: hooks.messageStatus ?? null,
    presenceChatCallbackUrl: hooks.chatPresence ?? null,
    receivedCallbackUrl: hooks.received ?? null,
    receiveCallbackSentByMe: instance.notifySentByMe,
    callRejectAuto: false,
    callRejectMessage: null,
    autoReadMessage: false,
    initialDataCallbackUrl: null,
  };
}

/** GET /device */
export function describeDevice(instance: SimInstance, baseUrl: string): Record<string, unknown> {
  return {
    phone: instance.phone,
    imgUrl: avatarUrl(baseUrl, instance.phone),
    about: 'Atendimento de segunda a sexta, das 8h às 18h',
    name: instance.name,
    device: {
      sessionName: 'Z-API',
      device_model: 'Z-API',
      wa_version: '2.3000.1019204570',
      mcc: '724',
      mnc: '05',
      os_version: '14',
      device_manufacturer: 'samsung',
      os_build_number: 'UP1A.231005.007',
    },
    originalDevice: 'android',
    sessionId: instance.session,
    isBusiness: true,
  };
}

/** The control API's view of an instance. */
export function describeInstance(instance: SimInstance): Record<string, unknown> {
  return {
    id: instance.id,
    token: instance.token,
    clientToken: instance.clientToken ?? null,
    phone: instance.phone,
    name: instance.name,
    state: instance.state,
    connected: instance.state === 'connected',
    webhooks: instance.webhooks,
    notifySentByMe: instance.notifySentByMe,
    chats: instance.chats.size,
    historyMessages: instance.history.length,
    sent: instance.sent.length,
  };
}
