import { and, asc, eq } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import {
  appointmentReminders,
  appointments,
  chatTags,
  clinicMembers,
  clinics,
  tags,
  tasks,
  users,
} from '../../db/schema.ts';
import { messagesForExport } from '../conversations/index.ts';

export type ExportMessage = Awaited<ReturnType<typeof patientExportRepo.messagesAfter>>[number];

/** What a patient's export reads; every read is of one clinic's one chat. */
export const patientExportRepo = {
  /** The member's role now (a link outlives minutes in which the member may have left). */
  async roleOf(tx: Tx, clinicId: string, userId: string) {
    const [row] = await tx
      .select({
        role: clinicMembers.role,
        name: users.name,
        timeZone: users.timeZone,
        clinic: clinics.name,
      })
      .from(clinicMembers)
      .innerJoin(users, eq(users.id, clinicMembers.userId))
      .innerJoin(clinics, eq(clinics.id, clinicMembers.clinicId))
      .where(and(eq(clinicMembers.clinicId, clinicId), eq(clinicMembers.userId, userId)));
    return row;
  },

  /** The chat's messages in order, a page after (timestamp, id). */
  messagesAfter: messagesForExport,

  async tags(tx: Tx, clinicId: string, chatRowId: string) {
    return tx
      .select({ name: tags.name, color: tags.color })
      .from(chatTags)
      .innerJoin(tags, eq(tags.id, chatTags.tagId))
      .where(and(eq(chatTags.clinicId, clinicId), eq(chatTags.chatRowId, chatRowId)))
      .orderBy(asc(tags.name));
  },

  async tasks(tx: Tx, clinicId: string, chatRowId: string) {
    return tx
      .select({
        message: tasks.message,
        dueAt: tasks.dueAt,
        status: tasks.status,
        completedByHand: tasks.completedByHand,
        executedAt: tasks.executedAt,
        createdBy: users.name,
        createdAt: tasks.createdAt,
      })
      .from(tasks)
      .leftJoin(users, eq(users.id, tasks.createdBy))
      .where(and(eq(tasks.clinicId, clinicId), eq(tasks.chatRowId, chatRowId)))
      .orderBy(asc(tasks.dueAt));
  },

  async appointments(tx: Tx, clinicId: string, chatRowId: string) {
    const rows = await tx
      .select({
        id: appointments.id,
        startsAt: appointments.startsAt,
        timeZone: appointments.timeZone,
        professional: appointments.professional,
        state: appointments.state,
        lastReply: appointments.lastReply,
        repliedAt: appointments.repliedAt,
        createdBy: users.name,
        createdAt: appointments.createdAt,
      })
      .from(appointments)
      .leftJoin(users, eq(users.id, appointments.createdBy))
      .where(and(eq(appointments.clinicId, clinicId), eq(appointments.chatRowId, chatRowId)))
      .orderBy(asc(appointments.startsAt));
    const reminders = await tx
      .select({
        appointmentId: appointmentReminders.appointmentId,
        hoursBefore: appointmentReminders.hoursBefore,
        dueAt: appointmentReminders.dueAt,
        status: appointmentReminders.status,
      })
      .from(appointmentReminders)
      .innerJoin(appointments, eq(appointments.id, appointmentReminders.appointmentId))
      .where(and(eq(appointments.clinicId, clinicId), eq(appointments.chatRowId, chatRowId)))
      .orderBy(asc(appointmentReminders.dueAt));
    return rows.map(({ id, ...a }) => ({
      ...a,
      reminders: reminders
        .filter((r) => r.appointmentId === id)
        .map((r) => ({ hoursBefore: r.hoursBefore, dueAt: r.dueAt, status: r.status })),
    }));
  },
};
