import { newMessageId } from './create-ids.ts';
import type { Random } from './create-random.ts';
import { CONVERSATIONS, FOLLOW_UPS, GROUP_LINES, NEWSLETTER_POSTS } from './demo-scripts.ts';
import { createTemplateVars, fillTemplate } from './fill-template.ts';
import { brasiliaHour, fitLine } from './fit-line.ts';
import type { SimAudio, SimChat, SimMessage } from './types.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Moves a time back into 7h-21h (Brasília): nobody chats with the clinic at 3 a.m. */
function toOpeningHours(at: number): number {
  const hour = brasiliaHour(at);
  if (hour >= 21) return at - (hour - 20) * HOUR_MS;
  if (hour < 7) return at - (hour + 4) * HOUR_MS;
  return at;
}

interface Line {
  fromMe: boolean;
  text?: string;
  audio?: SimAudio;
  participant?: { phone: string; name: string };
}

function voiceNote(random: Random): SimAudio {
  const seconds = random.int(4, 18);
  return { url: `/_sim/media/voice-${seconds}.wav`, seconds, mimeType: 'audio/wav', ptt: true };
}

function contactLines(random: Random, chat: SimChat): { lines: Line[]; unread: boolean } {
  const vars = createTemplateVars(random, chat.name?.split(' ')[0] ?? null);
  let lines: Line[] = random
    .pick(CONVERSATIONS)
    .map(([who, text]) => ({ fromMe: who === 'c', text: fillTemplate(text, vars) }));
  const unread = random.chance(0.3);
  if (unread) {
    const patientLines = lines.flatMap((line, i) => (line.fromMe ? [] : [i]));
    const cut = patientLines.length > 0 ? random.pick(patientLines) : lines.length - 1;
    lines = lines.slice(0, cut + 1);
    const followUps: string[] = [...FOLLOW_UPS];
    for (let extra = random.int(0, 2); extra > 0; extra -= 1) {
      const [text = ''] = followUps.splice(random.int(0, followUps.length - 1), 1);
      lines.push({ fromMe: false, text: fillTemplate(text, vars) });
    }
  }
  if (random.chance(0.12)) {
    const firstPatient = lines.findIndex((line) => !line.fromMe);
    lines.splice(firstPatient + 1, 0, { fromMe: false, audio: voiceNote(random) });
  }
  return { lines, unread };
}

function groupLines(random: Random, chat: SimChat): Line[] {
  const vars = createTemplateVars(random, null);
  return Array.from({ length: random.int(4, 7) }, () => ({
    fromMe: random.chance(0.25),
    text: fillTemplate(random.pick(GROUP_LINES), vars),
    participant: random.pick(chat.participants),
  }));
}

function trailingInbound(lines: readonly Line[]): number {
  let count = 0;
  for (let i = lines.length - 1; i >= 0 && !lines[i]?.fromMe; i -= 1) count += 1;
  return count;
}

/**
 * A short message history for each chat, ending at the chat's last message time. Sets the
 * chats' `lastMessageTime` and `unread` so the chat list and the history agree.
 */
export function generateHistory(random: Random, chats: SimChat[], now: number): SimMessage[] {
  const history: SimMessage[] = [];
  for (const chat of chats) {
    let lines: Line[];
    let unread = false;
    let gap: () => number;
    if (chat.kind === 'newsletter') {
      lines = NEWSLETTER_POSTS.slice(0, random.int(3, 4)).map((text) => ({ fromMe: true, text }));
      gap = () => random.int(1, 3) * DAY_MS + random.int(0, 600) * MINUTE_MS;
    } else if (chat.kind === 'group') {
      lines = groupLines(random, chat);
      unread = random.chance(0.5);
      gap = () => random.int(5, 90) * MINUTE_MS;
    } else {
      ({ lines, unread } = contactLines(random, chat));
      gap = () => random.int(1, 25) * MINUTE_MS + random.int(0, 59) * 1000;
    }
    const recency = unread ? random.next() ** 2 * 1.5 * DAY_MS : random.next() ** 1.5 * 6 * DAY_MS;
    let momment = toOpeningHours(Math.floor(now - 2 * MINUTE_MS - recency));
    chat.lastMessageTime = momment;
    const firstName = chat.kind === 'contact' ? (chat.name?.split(' ')[0] ?? null) : undefined;
    chat.unread = unread ? trailingInbound(lines) : 0;
    const messages: SimMessage[] = [];
    for (let i = lines.length - 1; i >= 0; i -= 1) {
      const line = lines[i] as Line;
      messages.unshift({
        messageId: newMessageId(random),
        phone: chat.phone,
        fromMe: line.fromMe,
        momment,
        text: line.text && fitLine(line.text, momment, line.fromMe ? undefined : firstName),
        audio: line.audio,
        participantPhone: line.fromMe ? undefined : line.participant?.phone,
        participantName: line.fromMe ? undefined : line.participant?.name,
      });
      momment = toOpeningHours(momment - gap());
    }
    history.push(...messages);
  }
  return history.sort((a, b) => a.momment - b.momment);
}
