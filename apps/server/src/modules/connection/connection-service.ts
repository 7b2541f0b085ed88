import { MSG } from '@conecta/contract';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { providerFailure } from '../../providers/index.ts';
import type { MessagingProvider } from '../../providers/messaging-provider.ts';
import { chatTotals } from '../conversations/index.ts';
import {
  instanceBlockReason,
  instanceStatus,
  type InstanceAccess,
  type InstanceRow,
  instancesRepo,
} from '../instances/index.ts';
import type { Publish } from '../../events/event-bus.ts';
import type { ChatSync } from './chat-sync.ts';
import { checkedUnlinked } from './checked-unlinked.ts';
import { type ConnectionEventReason, connectionEventsRepo } from './connection-events-repo.ts';
import { syncPercentage } from './sync-percentage.ts';
import { syncRepo } from './sync-repo.ts';
import { describeError } from '../../lib/describe-error.ts';

interface Deps {
  db: Db;
  clock: Clock;
  provider: MessagingProvider;
  access: InstanceAccess;
  sync: ChatSync;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Tells every open board of the clinic that the number linked or unlinked. */
  publish?: Publish;
}

export function createConnectionService(deps: Deps) {
  const { db, clock, provider, access, sync, log } = deps;

  const configured = new Set<string>();

  /**
   * Points the instance's webhooks at this server. Done while the QR is shown too, so that the
   * history the provider sends right after the scan is not lost.
   */
  async function ensureWebhooks(row: InstanceRow, force = false): Promise<void> {
    const url = `${deps.publicUrl}/webhooks/zapi/${row.webhookSecret}`;
    const key = `${row.id}|${url}`;
    if (configured.has(key) && !force) return;
    try {
      await provider.configureWebhooks(access.credentials(row), url);
      configured.add(key);
    } catch (err) {
      const message = describeError(err);
      log.warn({ err: message }, 'falha ao configurar webhooks');
    }
  }

  /**
   * Keeps our copy of the connection state in step with the provider's, and records the change
   * (connection_events) when there is one. On every new link: webhooks point at this server,
   * then the chat list is copied again (the resync that finds who wrote while it was down).
   */
  async function observe(
    row: InstanceRow,
    connected: boolean,
    reason: ConnectionEventReason,
  ): Promise<void> {
    if (connected === row.connected) return;
    const at = clock();
    const changed = await connectionEventsRepo.flip(db, {
      instanceId: row.id,
      connected,
      at,
      reason,
    });
    if (!changed) return;
    log.info({ clinicId: row.clinicId, connected, reason }, 'conexão do WhatsApp mudou');
    deps.publish?.(row.clinicId, 'connection-update', { connected, at: at.toISOString() });
    if (connected) {
      await ensureWebhooks(row, true);
      // The main number's copy of the provider's chat list shows its progress on the board; a
      // second number's is copied into its own chats, quietly (issue 48).
      if (row.chatKeySuffix === null) await sync.start(row.clinicId);
      else void sync.copyNumber(row);
    }
  }

  /**
   * The scheduled check of one instance (connection-watch.ts): a check without an answer is
   * not a disconnection, the next one decides.
   */
  async function check(row: InstanceRow): Promise<void> {
    if (instanceBlockReason(row, clock())) return;
    let connected: boolean;
    try {
      connected = (await provider.status(access.credentials(row))).connected;
    } catch (err) {
      log.debug({ clinicId: row.clinicId, err: describeError(err) }, 'verificação sem resposta');
      return;
    }
    await observe(row, connected, 'status-check');
  }

  async function usable(clinicId: string) {
    const row = await access.findByClinic(clinicId);
    return { row, reason: instanceBlockReason(row, clock()) };
  }

  /**
   * The number's status after `ask` talked to the provider (a plain status check, or a restore
   * first): what changed is observed (banner, health, history) before the answer is read back.
   */
  async function statusAfter(
    clinicId: string,
    ask: (creds: ReturnType<typeof access.credentials>) => Promise<boolean>,
  ) {
    const { row, reason } = await usable(clinicId);
    if (!row || reason) {
      return {
        success: true as const,
        connected: false,
        message: reason ?? undefined,
        instanceStatus: row ? instanceStatus(row, clock()) : ('NONE' as const),
      };
    }
    let connected: boolean;
    try {
      connected = await ask(access.credentials(row));
    } catch (err) {
      throw providerFailure(err);
    }
    await observe(row, connected, 'status-check');
    const fresh = (await access.findByClinic(clinicId)) ?? row;
    return { success: true as const, connected, instanceStatus: instanceStatus(fresh, clock()) };
  }

  return {
    /** The clinic's numbers (issue 48), for the board's chip and filter. */
    async numbers(clinicId: string) {
      const rows = await instancesRepo.listByClinic(db, clinicId);
      return {
        success: true as const,
        numbers: rows.map((r) => ({
          id: r.id,
          label: r.label,
          phone: r.connectedPhone,
          provider: r.provider,
          connected: r.connected,
          main: r.chatKeySuffix === null,
        })),
      };
    },

    /** The provider told us (by webhook) that the phone linked or unlinked. */
    async providerReported(
      clinicId: string,
      connected: boolean,
      instanceRowId?: string,
    ): Promise<void> {
      // The number the news is about (issue 48); without one, the clinic's main number.
      const row = instanceRowId
        ? await instancesRepo.findOfClinic(db, clinicId, instanceRowId)
        : await access.findByClinic(clinicId);
      if (row) await observe(row, connected, 'webhook');
    },

    /** An automatic send was refused because the phone of its number (else the main one) is not linked. */
    async sendRevealedDisconnection(
      clinicId: string,
      instanceRowId?: string | null,
    ): Promise<void> {
      const row = instanceRowId
        ? await instancesRepo.findOfClinic(db, clinicId, instanceRowId)
        : await access.findByClinic(clinicId);
      if (row) await observe(row, false, 'send-failure');
    },

    check,

    /**
     * Just saved by the admin: a number linked without a QR (the Cloud API, registered in Meta's
     * dashboard) is linked when its credentials work, so the provider is asked now instead of the
     * instance staying 'Pendente' until a webhook. QR-linked numbers wait for their scan.
     */
    async confirmLink(clinicId: string, instanceRowId?: string): Promise<void> {
      const row = instanceRowId
        ? await instancesRepo.findOfClinic(db, clinicId, instanceRowId)
        : await access.findByClinic(clinicId);
      if (!row || !checkedUnlinked(row)) return;
      await check(row);
    },

    async status(clinicId: string) {
      return statusAfter(clinicId, async (creds) => (await provider.status(creds)).connected);
    },

    /**
     * The banner's 'reconectar' (issue 53): before a new QR code, the provider is asked to
     * restore the session it had (Z-API's restart); the status then says whether it came back.
     */
    async restore(clinicId: string) {
      return statusAfter(clinicId, async (creds) => {
        if (!(await provider.status(creds)).connected) await provider.restart?.(creds);
        return (await provider.status(creds)).connected;
      });
    },

    async qrCode(clinicId: string) {
      const { row, reason } = await usable(clinicId);
      if (!row || reason) {
        return { success: false, connected: false, qrCode: null, message: reason ?? '' };
      }
      const linked = {
        success: true,
        connected: true,
        qrCode: null,
        message: MSG.connection.qrLinked,
      };
      await ensureWebhooks(row);
      // Linked as far as we know: the provider's status has the last word, not a QR answer (Z-API
      // may still hand out a QR in the moments after a scan). Only the status unlinks.
      if (row.connected) {
        try {
          const { connected } = await provider.status(access.credentials(row));
          await observe(row, connected, 'status-check');
          if (connected) return linked;
        } catch (err) {
          const failure = providerFailure(err);
          return { success: false, connected: false, qrCode: null, message: failure.message };
        }
      }
      let answer: { connected: boolean; qrCode: string | null };
      try {
        answer = await provider.qrCode(access.credentials(row));
      } catch (err) {
        const failure = providerFailure(err);
        return { success: false, connected: false, qrCode: null, message: failure.message };
      }
      if (answer.connected) {
        await observe(row, true, 'status-check');
        return linked;
      }
      if (!answer.qrCode) {
        return { success: false, connected: false, qrCode: null, message: MSG.connection.qrFailed };
      }
      return {
        success: true,
        connected: false,
        qrCode: answer.qrCode,
        message: MSG.connection.qrReady,
      };
    },

    async chatsInfo(clinicId: string) {
      const { row, reason } = await usable(clinicId);
      if (!row || reason) throw new AppError('RULE_BROKEN', reason ?? '');
      let progressRow = await syncRepo.find(db, clinicId);
      if (row.connected && !progressRow) {
        await sync.start(clinicId);
        progressRow = await syncRepo.find(db, clinicId);
      } else if (
        row.connected &&
        progressRow &&
        !progressRow.completedAt &&
        !sync.isRunning(clinicId)
      ) {
        void sync.resume(clinicId);
      }
      const { total } = await chatTotals(db, clinicId);
      const progress = progressRow
        ? syncPercentage(progressRow)
        : { percentage: 0, loaded: 0, total: 0, completed: false };
      return {
        success: true as const,
        connected: row.connected,
        totalChats: Math.max(total, progress.total),
        syncing: !progress.completed,
        progress,
      };
    },

    async progress(clinicId: string) {
      const row = await syncRepo.find(db, clinicId);
      if (!row)
        return { success: true as const, percentage: 0, loaded: 0, total: 0, completed: false };
      if (!row.completedAt && !sync.isRunning(clinicId)) void sync.resume(clinicId);
      return { success: true as const, ...syncPercentage(row) };
    },
  };
}
export type ConnectionService = ReturnType<typeof createConnectionService>;
