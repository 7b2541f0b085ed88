import {
  type AuditAction,
  type InstanceAdminStatus,
  missingProviderFields,
  MSG,
  type ProviderKindValue,
  type WebInstance,
} from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { auditRepo } from '../audit/index.ts';
import { usersRepo } from '../auth/index.ts';
import {
  instanceStatus,
  newVerifyToken,
  newWebhookSecret,
  type InstanceAccess,
  type InstanceListRow,
  instancesAdminRepo,
  instancesRepo,
  type NewInstance,
  nextChatKeySuffix,
} from '../instances/index.ts';

const DEFAULT_EXPIRY_DAYS = 30;

export interface Actor {
  userId: string;
  ip: string;
}

export interface InstanceInput {
  provider?: ProviderKindValue | undefined;
  userId?: string | undefined;
  status?: InstanceAdminStatus | undefined;
  clientToken?: string | undefined;
  seuToken?: string | undefined;
  suaInstancia?: string | undefined;
  connectedPhone?: string | undefined;
  label?: string | undefined;
  expiraEm?: Date | null | undefined;
  phoneNumberId?: string | undefined;
  businessAccountId?: string | undefined;
  accessToken?: string | undefined;
  appSecret?: string | undefined;
}

const SECRET_FIELDS = new Set(['clientToken', 'seuToken', 'accessToken', 'appSecret']);

/** The path Meta's dashboard calls for every Cloud API number (modules/webhooks/routes.ts). */
export const CLOUD_API_WEBHOOK_PATH = '/webhooks/whatsapp';

/** Only the last four characters: enough to tell two tokens apart, not to use one. */
export const mask = (s: string) => (s ? `••••${s.slice(-4)}` : '');

const notFound = () => new AppError('NOT_FOUND', MSG.adminRules.instanceNotFound);

export function createAdminInstancesService(deps: {
  db: Db;
  clock: Clock;
  access: InstanceAccess;
  /** The server's public address: the Cloud API callback URL shown to the admin starts with it. */
  publicUrl: string;
  /**
   * An instance was saved: where no QR links the number (the Cloud API), the connection module
   * asks the provider at once whether the credentials work, and marks it connected or not.
   */
  onSaved?: (clinicId: string, instanceRowId: string) => Promise<void>;
}) {
  const { db, clock, access } = deps;

  function view(row: InstanceListRow, reveal: boolean): WebInstance {
    const show = reveal ? (s: string) => s : mask;
    const i = row.instance;
    const creds = access.credentials(i);
    return {
      id: i.id,
      userId: row.userId,
      userName: row.userName,
      userEmail: row.userEmail,
      status: instanceStatus(i, clock()),
      adminStatus: i.status,
      provider: i.provider,
      clientToken: show(creds.kind === 'zapi' ? (creds.clientToken ?? '') : ''),
      seuToken: show(creds.kind === 'zapi' ? creds.token : ''),
      suaInstancia: i.instanceId ?? '',
      cloudApi:
        creds.kind === 'cloud-api'
          ? {
              phoneNumberId: creds.phoneNumberId,
              businessAccountId: creds.businessAccountId,
              accessToken: show(creds.accessToken),
              appSecret: show(creds.appSecret),
              webhookUrl: `${deps.publicUrl}${CLOUD_API_WEBHOOK_PATH}`,
              verifyToken: i.verifyToken ?? '',
            }
          : null,
      connectedPhone: row.instance.connectedPhone,
      label: i.label,
      mainNumber: i.chatKeySuffix === null,
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
      out[k] = SECRET_FIELDS.has(k) ? 'alterado' : v instanceof Date ? v.toISOString() : v;
    }
    return out;
  }

  async function audit(
    actor: Actor,
    action: AuditAction,
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

  /** A provider's credentials missing from the request (and, on an edit, from the row). */
  function requireProviderFields(
    provider: ProviderKindValue,
    present: Record<string, unknown>,
  ): void {
    const missing = missingProviderFields(provider, present);
    if (missing.length > 0)
      throw new AppError(
        'VALIDATION_ERROR',
        missing[0]!.message,
        missing.map((m) => ({ path: m.field, message: m.message })),
      );
  }

  /** A Cloud API number names one clinic: a webhook for it must not reach two. */
  async function refuseTakenNumber(phoneNumberId: string | undefined, self: string | undefined) {
    if (!phoneNumberId) return;
    const owner = await instancesRepo.findByPhoneNumberId(db, phoneNumberId);
    if (owner && owner.id !== self)
      throw new AppError('CONFLICT', MSG.adminRules.phoneNumberIdTaken);
  }

  /**
   * The columns of the input's credentials, sealed; `current` (an edit) keeps what is not sent.
   * Cloud API: a verify token is made once, when the number first gets one.
   */
  function providerValues(
    provider: ProviderKindValue,
    input: InstanceInput,
    current: InstanceListRow['instance'] | undefined,
  ): Partial<NewInstance> {
    const values: Partial<NewInstance> = {};
    if (input.suaInstancia) values.instanceId = input.suaInstancia;
    if (input.seuToken) values.tokenSealed = access.seal(input.seuToken);
    if (input.clientToken !== undefined)
      values.clientTokenSealed = input.clientToken ? access.seal(input.clientToken) : null;
    if (input.phoneNumberId) values.phoneNumberId = input.phoneNumberId;
    if (input.businessAccountId) values.businessAccountId = input.businessAccountId;
    if (input.accessToken) values.accessTokenSealed = access.seal(input.accessToken);
    if (input.appSecret) values.appSecretSealed = access.seal(input.appSecret);
    if (provider === 'cloud-api' && !current?.verifyToken) values.verifyToken = newVerifyToken();
    return values;
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

    async create(input: InstanceInput & { userId: string; connectedPhone: string }, actor: Actor) {
      if (input.userId !== actor.userId) throw new AppError('RULE_BROKEN', MSG.adminRules.ownOnly);
      const expiresAt = input.expiraEm ?? defaultExpiry();
      if (expiresAt <= clock()) throw new AppError('RULE_BROKEN', MSG.adminRules.expiryPast);
      const clinicId = await instancesAdminRepo.clinicOf(db, input.userId);
      if (!clinicId) throw new AppError('RULE_BROKEN', MSG.adminRules.userNotFound);
      const provider = input.provider ?? 'zapi';
      requireProviderFields(provider, { ...input });
      await refuseTakenNumber(input.phoneNumberId, undefined);
      // A clinic may have several numbers (issue 48): the first is its main one, the others key
      // their chats with a suffix of their own (instances/chat-keys.ts).
      const taken = (await instancesRepo.listByClinic(db, clinicId)).map((r) => r.chatKeySuffix);
      let row;
      try {
        row = await instancesRepo.insert(db, {
          clinicId,
          chatKeySuffix: nextChatKeySuffix(taken),
          label: input.label || null,
          status: input.status ?? 'ACTIVE',
          provider,
          ...providerValues(provider, input, undefined),
          connectedPhone: input.connectedPhone,
          expiresAt,
          webhookSecret: newWebhookSecret(),
          createdAt: clock(),
          updatedAt: clock(),
        });
      } catch (err) {
        // The same Cloud API number entered by two admins at once: the unique index decides.
        if (isUniqueViolation(err))
          throw new AppError('CONFLICT', MSG.adminRules.phoneNumberIdTaken);
        throw err;
      }
      if (!row) throw new AppError('CONFLICT', MSG.adminRules.userHasInstance);
      await audit(actor, 'instance.create', row.id, changes(input));
      await deps.onSaved?.(row.clinicId, row.id);
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
        // The number joins the clinic's others (its main one when it has none); its chats stay
        // with the clinic they were received in.
        const taken = (await instancesRepo.listByClinic(db, clinicId)).map((r) => r.chatKeySuffix);
        // A new clinic links its own phone; the old webhook address stops working.
        Object.assign(values, {
          clinicId,
          chatKeySuffix: nextChatKeySuffix(taken),
          connected: false,
          lastConnectedAt: null,
          webhookSecret: newWebhookSecret(),
        });
      }
      if (input.status) values.status = input.status;
      if (input.connectedPhone) values.connectedPhone = input.connectedPhone;
      if (input.label !== undefined) values.label = input.label || null;
      const provider = input.provider ?? current.instance.provider;
      const stored = current.instance;
      // A switch of gateway needs the new one's credentials, sent now or stored before.
      requireProviderFields(provider, {
        seuToken: stored.tokenSealed,
        suaInstancia: stored.instanceId,
        phoneNumberId: stored.phoneNumberId,
        businessAccountId: stored.businessAccountId,
        accessToken: stored.accessTokenSealed,
        appSecret: stored.appSecretSealed,
        ...Object.fromEntries(Object.entries(input).filter(([, v]) => v)),
      });
      await refuseTakenNumber(input.phoneNumberId, id);
      Object.assign(values, { provider }, providerValues(provider, input, stored));
      // When the number left Z-API: the old session may keep delivering the patient's messages
      // that the new gateway delivers too (webhooks/webhook-service.ts drops those).
      if (stored.provider === 'zapi' && provider !== 'zapi') values.providerSwitchedAt = clock();
      if (input.expiraEm !== undefined) values.expiresAt = input.expiraEm ?? defaultExpiry();
      try {
        await instancesAdminRepo.update(db, id, values);
      } catch (err) {
        // Two admins moving instances to the same user (or number) at once: the index decides.
        if (isUniqueViolation(err))
          throw new AppError(
            'CONFLICT',
            input.phoneNumberId
              ? MSG.adminRules.phoneNumberIdTaken
              : MSG.adminRules.userHasInstance,
          );
        throw err;
      }
      await audit(actor, 'instance.update', id, changes(input));
      // Its own line: who moved the clinic's number to another gateway, and when (the audit's
      // `at`). Chats, tags, tasks, appointments and assignments are the clinic's, keyed by phone,
      // so they stay as they are; automatic sends read the instance at send time and go through
      // the new gateway from the next one on.
      if (provider !== stored.provider)
        await audit(actor, 'instance.provider-switch', id, {
          from: stored.provider,
          to: provider,
          connectedPhone: input.connectedPhone ?? stored.connectedPhone,
        });
      await deps.onSaved?.(clinicId || current.instance.clinicId, id);
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
        ...(current.instance.provider === 'zapi'
          ? { suaInstancia: current.instance.instanceId }
          : { provider: 'cloud-api', phoneNumberId: current.instance.phoneNumberId }),
        userId: current.userId,
      });
      return { success: true as const, message: MSG.adminRules.deleted };
    },
  };
}
export type AdminInstancesService = ReturnType<typeof createAdminInstancesService>;
