import { createChat } from './create-chat.ts';
import type { Random } from './create-random.ts';
import { ABOUTS, DDDS, FIRST_NAMES, GROUPS, LAST_NAMES, NEWSLETTER, STAFF } from './demo-names.ts';
import type { SimChat } from './types.ts';

const DAY_MS = 86_400_000;

/** A Brazilian mobile number: 55 + DDD + 9 + 8 digits, unique within `used`. */
export function generatePhone(random: Random, used: Set<string>): string {
  for (;;) {
    const phone = `55${random.pick(DDDS)}9${random.int(6, 9)}${random.digits(7)}`;
    if (!used.has(phone)) {
      used.add(phone);
      return phone;
    }
  }
}

export function generateName(random: Random): string {
  const last = random.chance(0.3)
    ? `${random.pick(LAST_NAMES)} ${random.pick(LAST_NAMES)}`
    : random.pick(LAST_NAMES);
  return `${random.pick(FIRST_NAMES)} ${last}`;
}

function generateContact(random: Random, used: Set<string>, nameless: boolean): SimChat {
  const chat = createChat(generatePhone(random, used), nameless ? null : generateName(random), 0);
  chat.hasPhoto = random.chance(nameless ? 0.3 : 0.75);
  chat.muted = random.chance(0.05);
  chat.archived = random.chance(0.04);
  chat.about = random.pick(ABOUTS);
  return chat;
}

/**
 * The demo chat list: 3 staff groups and the clinic's channel first (when there is room), then
 * patients, every 13th without a saved name. Times and unread counts are set by the history.
 */
export function generateChats(random: Random, count: number, used: Set<string>): SimChat[] {
  const chats: SimChat[] = [];
  if (count >= 4) {
    for (const group of GROUPS) {
      const chat = createChat(group.id, group.name, 0);
      chat.hasPhoto = true;
      chat.about = 'Grupo interno da clínica';
      chat.pinned = chats.length === 0;
      chat.participants = Array.from({ length: random.int(3, 5) }, (_, i) => ({
        phone: generatePhone(random, used),
        name: STAFF[(i + chats.length * 2) % STAFF.length] ?? 'Equipe',
      }));
      chats.push(chat);
    }
    const channel = createChat(NEWSLETTER.id, NEWSLETTER.name, 0);
    channel.hasPhoto = true;
    channel.about = 'Canal oficial de novidades da clínica';
    chats.push(channel);
  }
  for (let i = chats.length; i < count; i += 1) {
    chats.push(generateContact(random, used, i % 13 === 5));
  }
  return chats;
}

/** Extra chats for load tests: no history, last messages spread over the past 60 days. */
export function generateBulkChats(
  random: Random,
  count: number,
  used: Set<string>,
  now: number,
): SimChat[] {
  return Array.from({ length: count }, (_, i) => {
    const chat = generateContact(random, used, i % 17 === 3);
    chat.lastMessageTime = now - Math.floor(random.next() ** 1.5 * 60 * DAY_MS) - 60_000;
    chat.unread = random.chance(0.2) ? random.int(1, 6) : 0;
    return chat;
  });
}
