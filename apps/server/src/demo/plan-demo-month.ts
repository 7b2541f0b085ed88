import { dayIn, localToUtc, shiftDay } from '@conecta/contract';

/** A one-to-one chat of the demo clinic, as the sync stored it. */
export interface DemoChat {
  rowId: string;
  chatId: string;
  name: string | null;
  column: string;
}

export interface PlannedMessage {
  chatId: string;
  messageId: string;
  fromMe: boolean;
  content: string;
  sentBy: 'user' | 'automation' | null;
  sentByMember: string | null;
  routineSeq: number | null;
  timestamp: Date;
}

export interface PlannedAppointment {
  key: string;
  chat: DemoChat;
  professional: string;
  createdAt: Date;
  startsAt: Date;
  state: 'waiting' | 'confirmed' | 'reschedule';
  lastReply: string | null;
  repliedAt: Date | null;
  attendance: 'attended' | 'missed' | 'clinicCancelled' | null;
  reminderAt: Date | null;
  survey: { sentAt: Date; score: number; answeredAt: Date } | null;
  /** A freed slot offered to the waiting list; `takenBy` the patient who took it. */
  offer: { at: Date; takenBy: DemoChat | null; takenAt: Date | null } | null;
}

export interface PlannedMove {
  chat: DemoChat;
  /** Null: the chat's first column (its first message). */
  from: string | null;
  to: string;
  at: Date;
}

export interface DemoMonthPlan {
  messages: PlannedMessage[];
  appointments: PlannedAppointment[];
  moves: PlannedMove[];
}

/** Every message the plan writes starts with this: the seeder's "already done" mark. */
export const DEMO_MONTH_PREFIX = 'DEMO-MES-';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const PROFESSIONALS = ['Dra. Ana Ribeiro', 'Dr. Paulo Mendes', 'Dra. Carla Souza'];
const OPENINGS = [
  'Olá! Gostaria de marcar uma consulta.',
  'Boa tarde, vocês atendem por convênio?',
  'Oi! Qual o valor da consulta particular?',
  'Bom dia, tem horário para esta semana?',
  'Olá, preciso de um retorno com a doutora.',
];
const ANSWERS = [
  'Olá, {nome}! Temos horário sim. Qual período fica melhor para você?',
  'Oi, {nome}! Atendemos os principais convênios. Qual é o seu?',
  'Olá, {nome}! A consulta particular é R$ 250. Quer que eu veja um horário?',
];
const ROUTINE_STEPS = [
  'Oi, {nome}! Ficou alguma dúvida? Posso ajudar a encontrar um horário.',
  '{nome}, ainda temos horários nesta semana. Quer que eu reserve um para você?',
];
/** Minutes to a member's answer: most within 15, a few past an hour (a believable spread). */
const WAITS = [2, 3, 4, 6, 8, 11, 14, 19, 26, 38, 55, 75];
/** How patients answer the reminder, in turn: two in three confirm, some ask to reschedule. */
const ANSWER_ROUND = [
  'confirmed',
  'reschedule',
  'confirmed',
  'waiting',
  'confirmed',
  'confirmed',
  'reschedule',
  'confirmed',
  'waiting',
  'confirmed',
] as const;
const SCORES = [10, 9, 10, 8, 9, 10, 7, 10, 9, 6, 10, 9, 5, 10, 8];

/** A small seeded generator: the same chats give the same month. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return {
    next(): number {
      s = (s + 0x6d2b79f5) >>> 0;
      let x = s;
      x = Math.imul(x ^ (x >>> 15), x | 1);
      x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    },
    int(min: number, max: number): number {
      return min + Math.floor(this.next() * (max - min + 1));
    },
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(this.next() * items.length)] as T;
    },
  };
}

const firstName = (chat: DemoChat) => chat.name?.split(' ')[0] ?? 'tudo bem';
const fill = (text: string, chat: DemoChat) => text.replaceAll('{nome}', firstName(chat));
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A working moment `daysAgo` days before `now`'s day in `timeZone`: a weekday (a Sunday moves to
 * Monday, a Saturday keeps the morning) at the given local hour and minute.
 */
function workday(now: Date, timeZone: string, daysAgo: number, hour: number, minute: number) {
  let day = shiftDay(dayIn(now, timeZone), -daysAgo);
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  if (weekday === 0) day = shiftDay(day, 1);
  const h = weekday === 6 ? Math.min(hour, 11) : hour;
  return localToUtc(`${day}T${pad(h)}:${pad(minute)}:00`, timeZone);
}

/**
 * The demo clinic's month before its chats' recent history (8 to 30 days ago): first contacts
 * answered from the panel, follow-up routine steps and the patients who came back, appointments
 * with their reminder, the patient's '1' or '2', the attendance the reception marked and the
 * satisfaction answer, freed slots refilled from the waiting list, and the column moves of the
 * funnel. Nothing is in the last week (the simulator's history is there) or in the future (no
 * send is left to go). Rows only: the seeder writes them as the services would have.
 */
export function planDemoMonth(
  chats: readonly DemoChat[],
  now: Date,
  timeZone: string,
  memberId: string,
): DemoMonthPlan {
  const random = seeded(20261127);
  const messages: PlannedMessage[] = [];
  const appointments: PlannedAppointment[] = [];
  const moves: PlannedMove[] = [];
  let seq = 0;
  const say = (
    chat: DemoChat,
    at: Date,
    content: string,
    who: 'patient' | 'member' | { routine: number },
  ) => {
    seq += 1;
    messages.push({
      chatId: chat.chatId,
      messageId: `${DEMO_MONTH_PREFIX}${seq}`,
      fromMe: who !== 'patient',
      content,
      sentBy: who === 'patient' ? null : who === 'member' ? 'user' : 'automation',
      sentByMember: who === 'member' ? memberId : null,
      routineSeq: typeof who === 'object' ? who.routine : null,
      timestamp: at,
    });
  };
  const latest = now.getTime() - 7 * DAY;
  const waitingList = chats.slice(Math.ceil(chats.length * 0.8));

  chats.slice(0, Math.ceil(chats.length * 0.8)).forEach((chat, i) => {
    // 8 and 21 share no factor: the first contacts fall on every day from 10 to 30 days ago.
    const daysAgo = 10 + ((i * 8) % 21);
    const firstAt = workday(now, timeZone, daysAgo, random.int(8, 17), random.int(0, 59));
    say(chat, firstAt, random.pick(OPENINGS), 'patient');
    moves.push({ chat, from: null, to: 'cold_lead', at: firstAt });
    const answeredAt = new Date(firstAt.getTime() + random.pick(WAITS) * MINUTE);
    say(chat, answeredAt, fill(random.pick(ANSWERS), chat), 'member');
    const warm = i % 3 !== 2;
    moves.push({ chat, from: 'cold_lead', to: warm ? 'hot_lead' : 'followup', at: answeredAt });

    if (!warm) {
      // Went quiet: the routine's first step two days later, sometimes a second, and a third of
      // them come back and leave Repescagem.
      const step1 = new Date(answeredAt.getTime() + 2 * DAY);
      say(chat, step1, fill(ROUTINE_STEPS[0]!, chat), { routine: 1 });
      if (i % 2 === 0) {
        const back = new Date(step1.getTime() + random.int(1, 6) * HOUR);
        say(chat, back, 'Oi! Quero sim, pode ser na quinta?', 'patient');
        say(chat, new Date(back.getTime() + random.pick(WAITS) * MINUTE), 'Combinado!', 'member');
        moves.push({ chat, from: 'followup', to: chat.column, at: back });
      } else if (step1.getTime() + 2 * DAY < latest) {
        say(chat, new Date(step1.getTime() + 2 * DAY), fill(ROUTINE_STEPS[1]!, chat), {
          routine: 2,
        });
        moves.push({ chat, from: 'followup', to: chat.column, at: new Date(latest - i * HOUR) });
      } else {
        moves.push({ chat, from: 'followup', to: chat.column, at: new Date(latest - i * HOUR) });
      }
      return;
    }

    // Booked in the same conversation, for two to six days later.
    const bookedAt = new Date(answeredAt.getTime() + random.int(3, 20) * MINUTE);
    say(chat, bookedAt, 'Pode ser, obrigado!', 'patient');
    say(
      chat,
      new Date(bookedAt.getTime() + random.pick(WAITS) * MINUTE),
      'Agendado! Até lá.',
      'member',
    );
    moves.push({ chat, from: 'hot_lead', to: chat.column, at: bookedAt });
    const startsAt = workday(
      now,
      timeZone,
      daysAgo - random.int(2, 6),
      random.pick([8, 9, 10, 11, 14, 15, 16, 17]),
      random.pick([0, 30]),
    );
    if (startsAt.getTime() > latest || startsAt.getTime() - DAY <= bookedAt.getTime()) return;
    const reminderAt = new Date(startsAt.getTime() - DAY);
    // A fixed round of answers, so that even a few patients show every kind of figure.
    const state = ANSWER_ROUND[appointments.length % ANSWER_ROUND.length]!;
    const repliedAt =
      state === 'waiting' ? null : new Date(reminderAt.getTime() + random.int(5, 90) * MINUTE);
    const professional = PROFESSIONALS[appointments.length % PROFESSIONALS.length]!;
    const attendance =
      state === 'reschedule'
        ? 'clinicCancelled'
        : random.next() < (state === 'confirmed' ? 0.9 : 0.55)
          ? 'attended'
          : 'missed';
    const survey =
      attendance === 'attended' && random.next() < 0.75
        ? (() => {
            const sentAt = new Date(startsAt.getTime() + 3 * HOUR);
            return {
              sentAt,
              score: random.pick(SCORES),
              answeredAt: new Date(sentAt.getTime() + random.int(10, 90) * MINUTE),
            };
          })()
        : null;
    const taker = waitingList[appointments.length % Math.max(1, waitingList.length)] ?? null;
    const offer =
      state === 'reschedule' && repliedAt
        ? {
            at: new Date(repliedAt.getTime() + 2 * MINUTE),
            takenBy: appointments.length % 3 === 2 ? null : taker,
            takenAt:
              appointments.length % 3 === 2 ? null : new Date(repliedAt.getTime() + 40 * MINUTE),
          }
        : null;
    appointments.push({
      key: `${DEMO_MONTH_PREFIX}A${appointments.length + 1}`,
      chat,
      professional,
      createdAt: bookedAt,
      startsAt,
      state,
      lastReply: state === 'confirmed' ? '1' : state === 'reschedule' ? '2' : null,
      repliedAt,
      attendance,
      reminderAt,
      survey,
      offer,
    });
    say(
      chat,
      reminderAt,
      `Olá, ${firstName(chat)}! Lembrete da sua consulta com ${professional}. Responda 1 para confirmar ou 2 para remarcar.`,
      { routine: 0 },
    );
    if (repliedAt) {
      say(chat, repliedAt, state === 'confirmed' ? '1' : '2', 'patient');
      say(
        chat,
        new Date(repliedAt.getTime() + random.pick(WAITS) * MINUTE),
        state === 'confirmed' ? 'Confirmado, obrigado!' : 'Sem problemas, vamos ver outro horário.',
        'member',
      );
    }
    if (survey) {
      say(
        chat,
        survey.sentAt,
        'Como foi o seu atendimento hoje? Responda com uma nota de 0 a 10.',
        { routine: 0 },
      );
      say(chat, survey.answeredAt, String(survey.score), 'patient');
      say(
        chat,
        new Date(survey.answeredAt.getTime() + random.pick(WAITS) * MINUTE),
        'Obrigado pela avaliação!',
        'member',
      );
    }
  });
  // A reminder or survey is automatic but no routine step: routine 0 above only marked it.
  for (const m of messages) if (m.routineSeq === 0) m.routineSeq = null;
  return { messages, appointments, moves };
}
