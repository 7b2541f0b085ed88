import { and, asc, eq } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { unlessTaken } from '../../lib/db-errors.ts';
import { routines } from '../../db/schema.ts';

export type RoutineRow = typeof routines.$inferSelect;
export interface RoutineInput {
  sequenceNumber: number;
  textContent: string;
  /** More wordings of the step; none keeps the one text. */
  textVariants?: string[] | undefined;
  hoursDelay: number;
}

export const routinesRepo = {
  async list(tx: Tx, clinicId: string): Promise<RoutineRow[]> {
    return tx
      .select()
      .from(routines)
      .where(eq(routines.clinicId, clinicId))
      .orderBy(asc(routines.sequenceNumber));
  },
  /** 'taken' when the slot is in use. */
  async insert(
    tx: Tx,
    clinicId: string,
    input: RoutineInput,
    now: Date,
  ): Promise<RoutineRow | 'taken'> {
    const result = await unlessTaken(async () => {
      const rows = await tx
        .insert(routines)
        .values({ clinicId, ...input, createdAt: now, updatedAt: now })
        .returning();
      return rows[0]!;
    });
    return result;
  },
  async update(
    tx: Tx,
    clinicId: string,
    id: string,
    input: RoutineInput,
    now: Date,
  ): Promise<RoutineRow | 'taken' | undefined> {
    const result = await unlessTaken(async () => {
      const rows = await tx
        .update(routines)
        .set({ ...input, updatedAt: now })
        .where(and(eq(routines.id, id), eq(routines.clinicId, clinicId)))
        .returning();
      return rows[0];
    });
    return result;
  },
  async delete(tx: Tx, clinicId: string, id: string): Promise<boolean> {
    const rows = await tx
      .delete(routines)
      .where(and(eq(routines.id, id), eq(routines.clinicId, clinicId)))
      .returning({ id: routines.id });
    return rows.length > 0;
  },
};
