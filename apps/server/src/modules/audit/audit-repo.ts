import type { AuditAction, PageCursor } from '@conecta/contract';
import { and, desc, eq, sql } from 'drizzle-orm';

import { beforeCursor } from '../../db/before-cursor.ts';
import type { Tx } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';

export interface AuditEntry {
  actorUserId: string;
  /** The clinic the action happened in; absent for personal and platform actions. */
  clinicId?: string | undefined;
  action: AuditAction;
  targetId: string | null;
  details: Record<string, unknown>;
  ip: string;
  at: Date;
}

export const auditRepo = {
  async record(tx: Tx, e: AuditEntry): Promise<void> {
    await tx.insert(auditLog).values({
      actorUserId: e.actorUserId,
      clinicId: e.clinicId ?? null,
      action: e.action,
      targetId: e.targetId,
      details: e.details,
      ip: e.ip,
      createdAt: e.at,
    });
  },

  /** A clinic's entries, newest first, `limit` at a time, older than `before`. */
  async listForClinic(tx: Tx, clinicId: string, limit: number, before?: PageCursor) {
    return tx
      .select({
        id: auditLog.id,
        at: auditLog.createdAt,
        actorName: users.name,
        // The API key the action came through, if any (recordClinicAction writes it).
        apiKey: sql<string | null>`${auditLog.details}->>'apiKey'`,
        action: auditLog.action,
        target: auditLog.targetId,
        ip: auditLog.ip,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(
        and(eq(auditLog.clinicId, clinicId), beforeCursor(auditLog.createdAt, auditLog.id, before)),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit);
  },
};

/** Who did something in a clinic, and from where: what the clinic's audit records. */
export interface ClinicActor {
  clinicId: string;
  userId: string;
  /** A public API call: the key it came with, named in the entry. */
  apiKey?: { id: string; name: string } | undefined;
}

/** One clinic action in the audit (a move, a send, an assignment, a team change). */
export function recordClinicAction(
  tx: Tx,
  who: ClinicActor,
  action: AuditAction,
  target: string | null,
  details: Record<string, unknown>,
  meta: { ip: string },
  at: Date,
): Promise<void> {
  return auditRepo.record(tx, {
    actorUserId: who.userId,
    clinicId: who.clinicId,
    action,
    targetId: target,
    details: who.apiKey
      ? { ...details, apiKey: who.apiKey.name, apiKeyId: who.apiKey.id }
      : details,
    ip: meta.ip,
    at,
  });
}
