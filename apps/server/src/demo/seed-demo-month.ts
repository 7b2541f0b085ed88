import { and, asc, eq, like, sql } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import {
  appointmentReminders,
  appointments,
  chatColumnMoves,
  chats,
  messages,
  satisfactionSurveys,
  slotOffers,
  waitingListEntries,
} from '../db/schema.ts';
import { DEMO_MONTH_PREFIX, planDemoMonth, type DemoChat } from './plan-demo-month.ts';

/** Enough patients for every figure, few enough to read: the rest keep only their recent talk. */
const DEMO_MONTH_CHATS = 40;

/**
 * Writes the demo clinic's month (plan-demo-month.ts) once: a second call, or a restart, finds
 * its messages and leaves everything as it is. Returns whether it wrote. One transaction, so a
 * stop half-way leaves nothing behind to be found as "done".
 */
export async function seedDemoMonth(
  db: Db,
  opts: { clinicId: string; memberId: string; now: Date; timeZone: string },
): Promise<boolean> {
  const { clinicId, memberId } = opts;
  return db.transaction(async (tx) => {
    const done = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(eq(messages.clinicId, clinicId), like(messages.messageId, `${DEMO_MONTH_PREFIX}%`)),
      )
      .limit(1);
    if (done.length > 0) return false;
    const rows: DemoChat[] = await tx
      .select({ rowId: chats.id, chatId: chats.chatId, name: chats.name, column: chats.column })
      .from(chats)
      .where(
        and(eq(chats.clinicId, clinicId), eq(chats.isGroup, false), eq(chats.isNewsletter, false)),
      )
      .orderBy(asc(chats.chatId))
      .limit(DEMO_MONTH_CHATS);
    if (rows.length < 5) return false;
    const plan = planDemoMonth(rows, opts.now, opts.timeZone, memberId);

    await tx.insert(messages).values(
      plan.messages.map((m) => ({
        clinicId,
        chatId: m.chatId,
        messageId: m.messageId,
        fromMe: m.fromMe,
        type: 'text' as const,
        content: m.content,
        status: m.fromMe ? 'READ' : 'RECEIVED',
        sentBy: m.sentBy,
        sentByMember: m.sentByMember,
        routineSeq: m.routineSeq,
        timestamp: m.timestamp,
      })),
    );
    await tx.insert(chatColumnMoves).values(
      plan.moves
        .filter((m) => m.from !== m.to)
        .map((m) => ({
          clinicId,
          chatRowId: m.chat.rowId,
          fromColumn: m.from,
          toColumn: m.to,
          movedAt: m.at,
        })),
    );

    for (const a of plan.appointments) {
      const [row] = await tx
        .insert(appointments)
        .values({
          clinicId,
          chatRowId: a.chat.rowId,
          chatId: a.chat.chatId,
          startsAt: a.startsAt,
          timeZone: opts.timeZone,
          professional: a.professional,
          state: a.state,
          lastReply: a.lastReply,
          repliedAt: a.repliedAt,
          attendance: a.attendance,
          attendanceAt: a.attendance ? new Date(a.startsAt.getTime() + 3_600_000) : null,
          attendanceBy: a.attendance ? memberId : null,
          createdBy: memberId,
          createdAt: a.createdAt,
          updatedAt: a.repliedAt ?? a.createdAt,
        })
        .returning({ id: appointments.id });
      const appointmentId = row!.id;
      if (a.reminderAt) {
        await tx.insert(appointmentReminders).values({
          appointmentId,
          clinicId,
          hoursBefore: 24,
          dueAt: a.reminderAt,
          status: 'sent',
          nextAttemptAt: a.reminderAt,
          attempts: 1,
          messageId: `${a.key}-lembrete`,
          sentAt: a.reminderAt,
        });
      }
      if (a.survey) {
        await tx.insert(satisfactionSurveys).values({
          clinicId,
          appointmentId,
          chatId: a.chat.chatId,
          professional: a.professional,
          dueAt: a.survey.sentAt,
          status: 'sent',
          nextAttemptAt: a.survey.sentAt,
          attempts: 1,
          messageId: `${a.key}-pesquisa`,
          sentAt: a.survey.sentAt,
          score: a.survey.score,
          answeredAt: a.survey.answeredAt,
          createdAt: a.survey.sentAt,
        });
      }
      if (a.offer) await seedOffer(tx, opts, a, appointmentId);
    }
    return true;
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The freed slot offered to the waiting list, and the patient who took it with their visit. */
async function seedOffer(
  tx: Tx,
  opts: { clinicId: string; memberId: string; timeZone: string },
  a: ReturnType<typeof planDemoMonth>['appointments'][number],
  appointmentId: string,
) {
  const offer = a.offer!;
  const taker = offer.takenBy;
  let entryId: string | null = null;
  let newAppointmentId: string | null = null;
  if (taker && offer.takenAt) {
    const [entry] = await tx
      .insert(waitingListEntries)
      .values({
        clinicId: opts.clinicId,
        chatRowId: taker.rowId,
        chatId: taker.chatId,
        professional: a.professional,
        procedure: 'Consulta',
        status: 'scheduled',
        createdBy: opts.memberId,
        createdAt: new Date(offer.at.getTime() - 5 * 86_400_000),
        updatedAt: offer.takenAt,
      })
      .returning({ id: waitingListEntries.id });
    entryId = entry!.id;
    const [visit] = await tx
      .insert(appointments)
      .values({
        clinicId: opts.clinicId,
        chatRowId: taker.rowId,
        chatId: taker.chatId,
        startsAt: a.startsAt,
        timeZone: opts.timeZone,
        professional: a.professional,
        state: 'confirmed',
        attendance: 'attended',
        attendanceAt: new Date(a.startsAt.getTime() + 3_600_000),
        attendanceBy: opts.memberId,
        createdBy: opts.memberId,
        createdAt: offer.takenAt,
        updatedAt: offer.takenAt,
      })
      .returning({ id: appointments.id });
    newAppointmentId = visit!.id;
  }
  await tx.insert(slotOffers).values({
    clinicId: opts.clinicId,
    appointmentId,
    startsAt: a.startsAt,
    timeZone: opts.timeZone,
    professional: a.professional,
    status: entryId ? 'taken' : 'open',
    winnerEntryId: entryId,
    newAppointmentId,
    createdBy: opts.memberId,
    createdAt: offer.at,
    takenAt: offer.takenAt,
  });
}

/** The clinics of demo accounts whose chat list sync has finished, with their owner. */
export async function demoClinicsReady(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  const result = (await db.execute(sql`
    select cm.clinic_id, cm.user_id, u.time_zone
    from clinic_members cm
    join users u on u.id = cm.user_id
    join sync_progress sp on sp.clinic_id = cm.clinic_id and sp.completed_at is not null
    where cm.user_id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})
  `)) as unknown as { rows: Array<{ clinic_id: string; user_id: string; time_zone: string }> };
  return result.rows.map((r) => ({
    clinicId: r.clinic_id,
    memberId: r.user_id,
    timeZone: r.time_zone,
  }));
}
