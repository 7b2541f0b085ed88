import { createRandom } from './create-random.ts';
import { CLINIC_NAME } from './demo-names.ts';
import { generateChats, generatePhone } from './generate-chats.ts';
import { generateHistory } from './generate-history.ts';
import type { ResolvedOptions } from './resolve-options.ts';
import type { InstancePreset, SimInstance } from './types.ts';

/** A new instance with its deterministic demo chats and history (same seed, same data). */
export function createInstance(
  preset: InstancePreset,
  options: ResolvedOptions,
  now = options.now(),
): SimInstance {
  const random = createRandom(`${options.seed}:demo`);
  const used = new Set<string>();
  const ownPhone = generatePhone(random, used);
  const chats = generateChats(random, options.chatCount, used);
  const history = generateHistory(random, chats, now);
  return {
    id: preset.id,
    token: preset.token,
    clientToken: preset.clientToken || undefined,
    phone: preset.phone ?? ownPhone,
    name: CLINIC_NAME,
    createdAt: now,
    state: 'disconnected',
    session: 0,
    qrEpoch: now,
    scanScheduled: false,
    webhooks: {},
    notifySentByMe: false,
    chats: new Map(chats.map((chat) => [chat.phone, chat])),
    history,
    ownMessages: new Map(history.filter((m) => m.fromMe).map((m) => [m.messageId, m])),
    sent: [],
    webhookLog: [],
    bulkBatches: 0,
  };
}
