import type { Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditEntry {
  actorUserId: string;
  action: string;
  targetId: string | null;
  details: Record<string, unknown>;
  ip: string;
  at: Date;
}

export const auditRepo = {
  async record(tx: Tx, e: AuditEntry): Promise<void> {
    await tx.insert(auditLog).values({
      actorUserId: e.actorUserId,
      action: e.action,
      targetId: e.targetId,
      details: e.details,
      ip: e.ip,
      createdAt: e.at,
    });
  },
};
