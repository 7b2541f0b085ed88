import { type WebInstance, MSG } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { auditRepo } from '../audit/audit-repo.ts';
import { usersRepo } from '../auth/users-repo.ts';
import {
  instanceStatus,
  newWebhookSecret,
  type InstanceAccess,
} from '../instances/instance-access.ts';
import {
  type InstanceListRow,
  instancesAdminRepo,
  instancesRepo,
  type NewInstance,
} from '../instances/instances-repo.ts';

const DEFAULT_EXPIRY_DAYS = 30;

export interface Actor {
  userId: string;
  ip: string;
}

export interface InstanceInput {
  userId?: string | undefined;
  status?: 'ACTIVE' | 'DEACTIVATED' | undefined;
  clientToken?: string | undefined;
  seuToken?: string | undefined;
  suaInstancia?: string | undefined;
  connectedPhone?: string | undefined;
  expiraEm?: Date | null | undefined;
}

/** Only the last four characters: enough to tell two tokens apart, not to use one. */
export const mask = (s: string) => (s ? `••••${s.slice(-4)}` : '');

const notFound = () => new AppError('NOT_FOUND', MSG.adminRules.instanceNotFound);

export function createAdminInstancesService(deps: {
  db: Db;
  clock: Clock;
  access: InstanceAccess;
}) {
  const { db, clock, access } = deps;

  function view(row: InstanceListRow, reveal: boolean): WebInstance {
    const creds = access.credentials(row.instance);
    const show = reveal ? (s: string) => s : mask;
    return {
      id: row.instance.id,
      userId: row.userId,
      userName: row.userName,
      userEmail: row.userEmail,
      status: instanceStatus(row.instance, clock()),
      adminStatus: row.instance.status,
      clientToken: show(creds.clientToken ?? ''),
      seuToken: show(creds.token),
      suaInstancia: row.instance.instanceId,
      connectedPhone: row.instance.connectedPhone,
      expiraEm: row.instance.expiresAt?.toISOString() ?? null,
      criadoEm: row.instance.createdAt.toISOString(),
      totalChats: row.totalChats,
    };
  }

  const defaultExpiry = () => new Date(clock().getTime() + DEFAULT_EXPIRY_DAYS * 86_400_000);

  /** Field names that changed, with secrets reduced to "alterado". */
  function changes(input: InstanceInput): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(input)) {
      if (v === undefined) continue;
      out[k] =
        k === 'clientToken' || k === 'seuToken'
          ? 'alterado'
          : v instanceof Date
            ? v.toISOString()
            : v;
    }
    return out;
  }

  async function audit(
    actor: Actor,
    action: string,
    targetId: string,
    details: Record<string, unknown>,
  ) {
    await auditRepo.record(db, {
      actorUserId: actor.userId,
      action,
      targetId,
      details,
      ip: actor.ip,
      at: clock(),
    });
  }

  async function load(id: string): Promise<InstanceListRow> {
    const row = await instancesAdminRepo.findById(db, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list() {
      const rows = await instancesAdminRepo.list(db);
      return {
        success: true as const,
        instances: rows.map((r) => view(r, false)),
        total: rows.length,
        message: MSG.adminRules.listed(rows.length),
      };
    },

    async reveal(id: string, actor: Actor) {
      const row = await load(id);
      await audit(actor, 'instance.reveal', id, {});
      return { success: true as const, message: '', instance: view(row, true) };
    },

    async users() {
      const rows = await instancesAdminRepo.users(db);
      return {
        success: true as const,
        users: rows.map((u) => ({ ...u, hasInstance: Boolean(u.hasInstance) })),
      };
    },

    async create(
      input: InstanceInput & {
        userId: string;
        seuToken: string;
        suaInstancia: string;
        connectedPhone: string;
      },
      actor: Actor,
    ) {
      if (input.userId !== actor.userId) throw new AppError('RULE_BROKEN', MSG.adminRules.ownOnly);
      const expiresAt = input.expiraEm ?? defaultExpiry();
      if (expiresAt <= clock()) throw new AppError('RULE_BROKEN', MSG.adminRules.expiryPast);
      const clinicId = await instancesAdminRepo.clinicOf(db, input.userId);
      if (!clinicId) throw new AppError('RULE_BROKEN', MSG.adminRules.userNotFound);
      const row = await instancesRepo.insert(db, {
        clinicId,
        status: input.status ?? 'ACTIVE',
        instanceId: input.suaInstancia,
        tokenSealed: access.seal(input.seuToken),
        clientTokenSealed: input.clientToken ? access.seal(input.clientToken) : null,
        connectedPhone: input.connectedPhone,
        expiresAt,
        webhookSecret: newWebhookSecret(),
        createdAt: clock(),
        updatedAt: clock(),
      });
      if (!row) throw new AppError('CONFLICT', MSG.adminRules.userHasInstance);
      await audit(actor, 'instance.create', row.id, changes(input));
      return {
        success: true as const,
        message: MSG.adminRules.created,
        instance: view(await load(row.id), false),
      };
    },

    async update(id: string, input: InstanceInput, actor: Actor) {
      const current = await load(id);
      const values: Partial<NewInstance> = { updatedAt: clock() };
      const clinicId = input.userId && (await instancesAdminRepo.clinicOf(db, input.userId));
      if (input.userId && clinicId !== current.instance.clinicId) {
        const owner = await usersRepo.findById(db, input.userId);
        if (!owner || !clinicId) throw new AppError('RULE_BROKEN', MSG.adminRules.userNotFound);
        // An unconfirmed e-mail may not be its holder's: no patients' chats for it.
        if (!owner.confirmed) throw new AppError('RULE_BROKEN', MSG.adminRules.userUnconfirmed);
        if (await instancesRepo.findByClinic(db, clinicId))
          throw new AppError('CONFLICT', MSG.adminRules.userHasInstance);
        // A new clinic links its own phone; the old webhook address stops working.
        Object.assign(values, {
          clinicId,
          connected: false,
          lastConnectedAt: null,
          webhookSecret: newWebhookSecret(),
        });
      }
      if (input.status) values.status = input.status;
      if (input.suaInstancia) values.instanceId = input.suaInstancia;
      if (input.connectedPhone) values.connectedPhone = input.connectedPhone;
      if (input.seuToken) values.tokenSealed = access.seal(input.seuToken);
      if (input.clientToken !== undefined)
        values.clientTokenSealed = input.clientToken ? access.seal(input.clientToken) : null;
      if (input.expiraEm !== undefined) values.expiresAt = input.expiraEm ?? defaultExpiry();
      try {
        await instancesAdminRepo.update(db, id, values);
      } catch (err) {
        // Two admins moving instances to the same user at once: the unique index decides.
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', MSG.adminRules.userHasInstance);
        throw err;
      }
      await audit(actor, 'instance.update', id, changes(input));
      return {
        success: true as const,
        message: MSG.adminRules.updated,
        instance: view(await load(id), false),
      };
    },

    async remove(id: string, confirm: string | undefined, actor: Actor) {
      if (confirm !== 'true') throw new AppError('VALIDATION_ERROR', MSG.adminRules.confirmDelete);
      const current = await load(id);
      if (!(await instancesAdminRepo.delete(db, id))) throw notFound();
      await audit(actor, 'instance.delete', id, {
        suaInstancia: current.instance.instanceId,
        userId: current.userId,
      });
      return { success: true as const, message: MSG.adminRules.deleted };
    },
  };
}
export type AdminInstancesService = ReturnType<typeof createAdminInstancesService>;
