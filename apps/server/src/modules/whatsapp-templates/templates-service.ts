import {
  type AutomaticTemplates,
  localToUtc,
  MSG,
  templateBody,
  templateButtons,
  utcToLocal,
  templateVariables,
  type CreateTemplateRequest,
  type WhatsappTemplate,
} from '@conecta/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { describeError } from '../../lib/describe-error.ts';
import { AppError } from '../../lib/errors.ts';
import { capabilitiesOf, providerFailure, type CloudAccountChange } from '../../providers/index.ts';
import type {
  MessagingProvider,
  ProviderInstance,
  ProviderTemplate,
} from '../../providers/messaging-provider.ts';
import { clinicSettingsRepo } from '../clinic-settings/index.ts';
import type { InstanceAccess, InstanceRow } from '../instances/index.ts';
import { fitsAutomatic } from './automatic-template.ts';
import { type TemplateRow, templatesRepo } from './templates-repo.ts';

interface Deps {
  db: Db;
  clock: Clock;
  provider: MessagingProvider;
  access: Pick<InstanceAccess, 'numbers' | 'credentials'>;
  log: FastifyBaseLogger;
}

/** The template status webhook's events that are the template's new status as they are. */
const STATUS_EVENTS = new Set(['APPROVED', 'REJECTED', 'PAUSED', 'DISABLED', 'PENDING']);

/** The zone of a clinic that never set its opening hours (the product's Brazilian default). */
const DEFAULT_ZONE = 'America/Sao_Paulo';

const s = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** Meta's template ids: a JSON integer in the status webhook (digits in the list's answers). */
const zTemplateId = z.union([
  z.string().regex(/^\d{1,32}$/),
  z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
]);

export function toTemplate(row: TemplateRow): WhatsappTemplate {
  const body = templateBody(row.components);
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    category: row.category,
    status: row.status,
    body,
    variables: templateVariables(body),
    buttons: templateButtons(row.components),
    rejectedReason: row.rejectedReason,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const fromProvider = (x: ProviderTemplate) => ({
  providerId: x.id,
  name: x.name.slice(0, 512),
  language: x.language.slice(0, 16),
  category: x.category.slice(0, 32),
  status: x.status.slice(0, 32),
  components: x.components,
  rejectedReason: x.rejectedReason && x.rejectedReason !== 'NONE' ? x.rejectedReason : null,
});

/**
 * The clinic's WhatsApp templates: a copy of what Meta holds (synced on demand and when Meta's
 * template status webhook arrives), read by the composer when the 24-hour window is closed.
 */
export function createTemplatesService(deps: Deps) {
  const { db, clock, provider, access, log } = deps;

  /**
   * The clinic's number whose provider has templates: the main one when it does, else the first
   * other one (issue 48: a Z-API main number beside a Cloud API one, during a migration); with
   * none, a pt-BR 422.
   */
  async function templatesInstance(clinicId: string): Promise<ProviderInstance> {
    const row = (await access.numbers(clinicId)).find((n) => capabilitiesOf(n.provider).templates);
    if (!row) throw new AppError('RULE_BROKEN', MSG.cloudApi.templatesUnsupported);
    return access.credentials(row);
  }

  async function list(clinicId: string) {
    const rows = await templatesRepo.list(db, clinicId);
    return { success: true as const, templates: rows.map(toTemplate) };
  }

  async function sync(clinicId: string) {
    const inst = await templatesInstance(clinicId);
    let found: ProviderTemplate[];
    try {
      found = (await provider.listTemplates?.(inst)) ?? [];
    } catch (err) {
      throw providerFailure(err);
    }
    await templatesRepo.replaceAll(db, clinicId, found.map(fromProvider), clock());
    return list(clinicId);
  }

  const NONE: AutomaticTemplates = { reminders: null, followUps: null };

  return {
    list,
    sync,

    async automatic(clinicId: string) {
      const chosen = await clinicSettingsRepo.automaticTemplates(db, clinicId);
      return { success: true as const, automatic: chosen ?? NONE };
    },

    /**
     * Each choice must be the clinic's approved utility template with at most two variables; the
     * routines' one must have {{2}}, where their text goes (else the patient gets the template's
     * fixed words only).
     */
    async setAutomatic(clinicId: string, input: AutomaticTemplates) {
      for (const [kind, id] of [
        ['reminders', input.reminders],
        ['followUps', input.followUps],
      ] as const) {
        if (id === null) continue;
        const row = await templatesRepo.find(db, clinicId, id);
        if (!row) throw new AppError('NOT_FOUND', MSG.cloudApi.templateNotFound);
        if (!fitsAutomatic(row)) throw new AppError('RULE_BROKEN', MSG.cloudApi.automaticUnfit);
        if (kind === 'followUps' && templateVariables(templateBody(row.components)) < 2)
          throw new AppError('RULE_BROKEN', MSG.cloudApi.automaticFollowUpsNeedsText);
      }
      await clinicSettingsRepo.setAutomaticTemplates(db, clinicId, input);
      return { success: true as const, automatic: input };
    },

    /** Template messages sent since the first of this month in the clinic's zone, by category. */
    async usage(clinicId: string) {
      const zone = (await clinicSettingsRepo.openingHours(db, clinicId))?.timeZone ?? DEFAULT_ZONE;
      const month = utcToLocal(clock(), zone).slice(0, 7);
      const since = localToUtc(`${month}-01T00:00:00`, zone);
      const byCategory = await templatesRepo.sentByCategory(db, clinicId, since);
      return { success: true as const, month, byCategory };
    },
    find: (clinicId: string, id: string) => templatesRepo.find(db, clinicId, id),

    /** Sent to Meta for review; kept as Meta answered (usually PENDING) until its webhook. */
    async create(clinicId: string, input: CreateTemplateRequest) {
      const inst = await templatesInstance(clinicId);
      const language = input.language ?? 'pt_BR';
      const count = templateVariables(input.body);
      // Meta reviews a body with variables only with an example value for each.
      const body: Record<string, unknown> = { type: 'BODY', text: input.body };
      if (count > 0)
        body.example = { body_text: [Array.from({ length: count }, (_, i) => `exemplo ${i + 1}`)] };
      const components: Array<Record<string, unknown>> = [body];
      // Quick-reply buttons: fixed labels, so Meta needs no example; a tap comes back as the
      // label's text ('Confirmar' is read as a reminder's '1').
      const buttons = input.buttons ?? [];
      if (buttons.length > 0)
        components.push({
          type: 'BUTTONS',
          buttons: buttons.map((text) => ({ type: 'QUICK_REPLY', text })),
        });
      const template = { name: input.name, language, category: input.category, components };
      let created: { id: string; status: string };
      try {
        if (!provider.createTemplate)
          throw new AppError('RULE_BROKEN', MSG.cloudApi.templatesUnsupported);
        created = await provider.createTemplate(inst, template);
      } catch (err) {
        throw err instanceof AppError ? err : providerFailure(err);
      }
      await templatesRepo.upsert(
        db,
        clinicId,
        { ...fromProvider({ ...template, id: created.id, status: created.status }) },
        clock(),
      );
      return { success: true as const, message: MSG.cloudApi.templateCreated };
    },

    /**
     * Meta's news about a business account, for the instances whose secret signed it. A template's
     * review changes its row; a template this copy does not know yet (made in Meta's dashboard)
     * brings the whole list again.
     *
     * Meta stamps each update with its time (`entry[].time`), and a signed body can come late
     * (Meta's retries) or again (a replay of captured bytes): an update older than the status
     * stored for the template (by an earlier update, or read from Meta's list) changes nothing,
     * and brings no list either. An update without a time cannot be ordered: the list is read
     * again instead of taking its word.
     */
    async onAccountChange(rows: InstanceRow[], change: CloudAccountChange) {
      if (change.field !== 'message_template_status_update') return;
      const v = change.value;
      const id = zTemplateId.safeParse(v.message_template_id);
      const providerId = id.success ? String(id.data) : null;
      const event = s(v.event);
      if (!providerId || !event) return;
      const clinicIds = [...new Set(rows.map((r) => r.clinicId))];
      const at = change.time;
      const known = await templatesRepo.statusTimes(db, clinicIds, providerId);
      const stale = (clinicId: string) => {
        const row = known.find((k) => k.clinicId === clinicId);
        return at !== null && row?.statusAt != null && at < row.statusAt;
      };
      const late = clinicIds.filter(stale);
      if (late.length > 0)
        log.info(
          { template: providerId, event },
          'atualização de modelo do WhatsApp mais antiga que a guardada: ignorada',
        );
      const current = clinicIds.filter((c) => !late.includes(c));
      const reason = s(v.reason);
      // Some events are not the template's status (FLAGGED keeps it APPROVED; UNARCHIVED...):
      // for those the list is read again instead of taking the event's word for the status.
      const changed =
        STATUS_EVENTS.has(event) && at
          ? await templatesRepo.setStatus(
              db,
              current,
              providerId,
              { status: event, rejectedReason: reason && reason !== 'NONE' ? reason : null },
              at,
              clock(),
            )
          : [];
      // A clinic whose row the update did not change because it became newer meanwhile (another
      // delivery won) is not synced either; one without the template is.
      const held = new Set(known.map((k) => k.clinicId));
      for (const clinicId of current.filter(
        (c) => !changed.includes(c) && !(STATUS_EVENTS.has(event) && at && held.has(c)),
      ))
        await sync(clinicId).catch((err: unknown) =>
          log.warn({ err: describeError(err) }, 'falha ao sincronizar modelos do WhatsApp'),
        );
    },
  };
}
export type TemplatesService = ReturnType<typeof createTemplatesService>;
