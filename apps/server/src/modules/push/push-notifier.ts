import { MSG, SESSION, chatDeepLink, type PushPayload } from '@conecta/contract';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { describeError } from '../../lib/describe-error.ts';
import type { PushServices } from './push-endpoints.ts';
import { pushRepo, type PushTarget } from './push-repo.ts';
import { sendPush, type Vapid } from './push-sender.ts';
import { inQuietHours } from './quiet-hours.ts';

/** A patient's new message, as the webhook stored it. */
export interface NewPatientMessage {
  chatId: string;
  chatName: string;
  /** The message's preview ('Olá', '📷 Foto'): left out on a device in privacy mode. */
  preview: string;
  /**
   * The chat's assignee as the message was stored (null: no one, every member's devices), so
   * the push does not read the chat again; left out, the chat is read.
   */
  assignedTo?: string | null;
}

/** A member mentioned in an internal note ('Ana mencionou você em Helena Souza'). */
export interface MentionNotice {
  chatId: string;
  chatName: string;
  noteId: string;
  /** The member mentioned: only their devices get it. */
  userId: string;
  byName: string;
}

/** What a lane queues: a patient's message (to the chat's members) or a mention (to one). */
type News =
  { kind: 'new-message'; message: NewPatientMessage } | { kind: 'mention'; mention: MentionNotice };

/**
 * A burst of webhooks queues at most this many messages per clinic; past it that clinic's oldest
 * news is dropped (the board still shows every message, only the phone's buzz is lost) rather
 * than memory. Per clinic: one clinic's burst never drops another's.
 */
const QUEUE_MAX = 1000;
/** Pushes under way at once in this process, and at most this many of them for one clinic. */
const SENDS_AT_ONCE = 8;
const SENDS_PER_CLINIC = 3;
/** A clinic's messages are turned into pushes while fewer than this many wait to be sent. */
const SENDS_QUEUED_MAX = 50;
const BODY_MAX = 120;

interface Send {
  target: PushTarget;
  payload: string;
}

/** One clinic's work: messages to read the devices of, pushes to send, what is under way. */
interface Lane {
  messages: News[];
  sends: Send[];
  sending: number;
  reading: boolean;
}

function bodyOf(target: PushTarget, message: NewPatientMessage): string {
  const flat = message.preview.replace(/\s+/g, ' ').trim();
  if (target.privacy || !flat) return MSG.notifications.privateBody;
  return flat.length > BODY_MAX ? `${flat.slice(0, BODY_MAX).trimEnd()}...` : flat;
}

/**
 * A lock screen shows a push's title and body to whoever is near the phone: in privacy mode both
 * are generic (no patient's name, no text).
 */
function titleOf(target: PushTarget, message: NewPatientMessage): string {
  if (target.privacy) return MSG.notifications.privateTitle;
  return message.chatName || MSG.notifications.unknownContact;
}

/**
 * A mention's push: who mentioned whom in which chat; in privacy mode nothing of the patient, as
 * the other pushes.
 */
function mentionPayload(target: PushTarget, mention: MentionNotice): PushPayload {
  return {
    kind: 'mention',
    chatId: mention.chatId,
    title: target.privacy ? MSG.notifications.privateTitle : MSG.notes.badge,
    body: target.privacy
      ? MSG.notes.privateMentionBody
      : MSG.notes.mentionedYou(
          mention.byName,
          mention.chatName || MSG.notifications.unknownContact,
        ),
    url: chatDeepLink(mention.chatId, mention.noteId),
    tag: `mention-${mention.noteId}`,
  };
}

/**
 * Pushes a patient's new message to the members' devices, off the webhook's path: `notify` only
 * queues and returns. Each clinic has its own lane, and the lanes take turns: a clinic gets at
 * most SENDS_PER_CLINIC of the SENDS_AT_ONCE pushes under way, so devices that never answer in
 * one clinic (each given up after the sender's timeouts) leave the others' pushes going. Gone
 * subscriptions (404/410) are dropped; a failure is logged and never reaches the webhook.
 */
export function createPushNotifier(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  vapid: Vapid;
  services: PushServices;
}) {
  const { db, log, vapid } = deps;
  // Insertion order is the turn order: a lane that was served goes to the back.
  const lanes = new Map<string, Lane>();
  let sending = 0;
  const idleWaiters = new Set<() => void>();

  function laneOf(clinicId: string): Lane {
    let lane = lanes.get(clinicId);
    if (!lane) {
      lane = { messages: [], sends: [], sending: 0, reading: false };
      lanes.set(clinicId, lane);
    }
    return lane;
  }

  function toBack(clinicId: string, lane: Lane) {
    lanes.delete(clinicId);
    if (lane.messages.length > 0 || lane.sends.length > 0 || lane.sending > 0 || lane.reading)
      lanes.set(clinicId, lane);
  }

  /** Reads a news item's devices (live sessions, outside quiet hours) into the lane's sends. */
  async function read(clinicId: string, lane: Lane, news: News) {
    const now = deps.clock();
    const sessionsSeenAfter = new Date(now.getTime() - SESSION.inactivityMs);
    // A mention goes to its member; a message to its chat's assignee (or everyone), known from
    // the store; only a message queued without it has its chat read.
    let targets: PushTarget[];
    if (news.kind === 'mention') {
      targets = await pushRepo.liveTargets(db, clinicId, news.mention.userId, sessionsSeenAfter);
    } else if (news.message.assignedTo !== undefined) {
      targets = await pushRepo.liveTargets(
        db,
        clinicId,
        news.message.assignedTo,
        sessionsSeenAfter,
      );
    } else {
      targets = await pushRepo.targets(db, clinicId, news.message.chatId, sessionsSeenAfter);
    }
    for (const target of targets) {
      const quiet =
        target.quietStarts && target.quietEnds
          ? { starts: target.quietStarts, ends: target.quietEnds }
          : null;
      if (inQuietHours(now, target.timeZone, quiet)) continue;
      const payload: PushPayload =
        news.kind === 'mention'
          ? mentionPayload(target, news.mention)
          : {
              kind: 'new-message',
              chatId: news.message.chatId,
              title: titleOf(target, news.message),
              body: bodyOf(target, news.message),
              url: chatDeepLink(news.message.chatId),
              tag: `chat-${news.message.chatId}`,
            };
      lane.sends.push({ target, payload: JSON.stringify(payload) });
    }
  }

  async function send({ target, payload }: Send) {
    const outcome = await sendPush(target, payload, vapid, deps.services);
    if (outcome.kind === 'gone') {
      await pushRepo.removeEndpoint(db, target.endpoint);
      log.info({ device: target.label }, 'inscrição de push expirada removida');
    } else if (outcome.kind === 'refused') {
      log.warn(
        { device: target.label, reason: outcome.reason },
        'push recusado: endereço não permitido',
      );
    } else if (outcome.kind === 'failed') {
      log.warn({ device: target.label, reason: outcome.reason }, 'falha ao enviar push');
    }
  }

  function settled() {
    if (sending === 0 && lanes.size === 0) for (const w of idleWaiters) w();
  }

  function pump() {
    let started = true;
    while (started) {
      started = false;
      for (const [clinicId, lane] of lanes) {
        if (!lane.reading && lane.messages.length > 0 && lane.sends.length < SENDS_QUEUED_MAX) {
          const news = lane.messages.shift()!;
          lane.reading = true;
          void read(clinicId, lane, news)
            .catch((err: unknown) => log.warn({ err: describeError(err) }, 'falha ao enviar push'))
            .finally(() => {
              lane.reading = false;
              toBack(clinicId, lane);
              pump();
              settled();
            });
          started = true;
        }
        if (sending < SENDS_AT_ONCE && lane.sending < SENDS_PER_CLINIC && lane.sends.length > 0) {
          const job = lane.sends.shift()!;
          sending++;
          lane.sending++;
          void send(job)
            .catch((err: unknown) => log.warn({ err: describeError(err) }, 'falha ao enviar push'))
            .finally(() => {
              sending--;
              lane.sending--;
              toBack(clinicId, lane);
              pump();
              settled();
            });
          toBack(clinicId, lane);
          // The lanes' order changed: start again from the front, the next clinic's turn.
          started = true;
          break;
        }
      }
    }
  }

  function queue(clinicId: string, news: News) {
    const lane = laneOf(clinicId);
    if (lane.messages.length >= QUEUE_MAX) {
      lane.messages.shift();
      log.warn('fila de push cheia: o aviso mais antigo desta clínica foi descartado');
    }
    lane.messages.push(news);
    pump();
  }

  return {
    /** Queues the pushes of one message and returns at once. */
    notify(clinicId: string, message: NewPatientMessage): void {
      queue(clinicId, { kind: 'new-message', message });
    },
    /** Queues the push of a mention to the mentioned member's devices and returns at once. */
    notifyMention(clinicId: string, mention: MentionNotice): void {
      queue(clinicId, { kind: 'mention', mention });
    },
    /** Resolves once nothing is queued or being sent (shutdown, tests). */
    idle(): Promise<void> {
      if (sending === 0 && lanes.size === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          idleWaiters.delete(done);
          resolve();
        };
        idleWaiters.add(done);
      });
    },
  };
}
export type PushNotifier = ReturnType<typeof createPushNotifier>;
