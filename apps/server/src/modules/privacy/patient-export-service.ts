import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

import {
  type PatientExportQuery,
  formatPhone,
  isBsuid,
  MSG,
  phoneCell,
  utcToLocal,
} from '@conecta/contract';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { describeError } from '../../lib/describe-error.ts';
import { AppError } from '../../lib/errors.ts';
import { createLinkSigner } from '../../lib/link-signer.ts';
import { createZipStream, ZipCancelled } from '../../lib/zip-stream.ts';
import { MediaMissing } from '../../media/media-driver.ts';
import { extensionFor, type MediaStore } from '../../media/media-store.ts';
import { type ChatRow, findChat, identifiersOf } from '../conversations/index.ts';
import { notesRepo } from '../notes/index.ts';
import { routineRunsRepo } from '../routines/index.ts';
import type { AccessLogService } from './access-log-service.ts';
import { type ExportMessage, patientExportRepo } from './patient-export-repo.ts';
import {
  senderOf,
  transcriptEnd,
  transcriptMessage,
  transcriptStart,
} from './patient-export-transcript.ts';

// Minutes: the browser follows the link at once; a copied link is dead soon after.
const LINK_TTL_MS = 5 * 60_000;
const PAGE = 500;
const M = MSG.privacy;
/** An identifier's kind in the export's words. */
const IDENTIFIER_KINDS = {
  phone: 'telefone',
  bsuid: 'id do WhatsApp (BSUID)',
  parent_bsuid: 'id do WhatsApp do grupo de empresas (BSUID pai)',
  username: 'nome de usuário',
} as const;

interface Member {
  clinicId: string;
  userId: string;
}

/**
 * 'Exportar dados do paciente' (LGPD art. 18): one ZIP with the chat's messages (JSON and a
 * readable transcript), its files, tags, scheduled messages, routine state and appointments, and
 * a manifest with each file's size and SHA-256. Written while it downloads, page by page and file
 * by file, so a chat with a gigabyte of media never sits in memory. The Responsável asks for a
 * link (the download is a plain navigation, which cannot send the token); following it is what
 * the access log records.
 */
export function createPatientExportService(deps: {
  db: Db;
  clock: Clock;
  media: Pick<MediaStore, 'open'>;
  access: AccessLogService;
  secret: string;
  timeZoneOf: (userId: string) => Promise<string>;
  log: FastifyBaseLogger;
}) {
  const { db, clock } = deps;
  const signer = createLinkSigner(deps.secret, 'patient-export');

  // The day in the member's own time zone names the file.
  const dayIn = (timeZone: string, at: Date) => utcToLocal(at, timeZone).slice(0, 10);
  const fileNameOf = (phone: string, day: string) =>
    `paciente-${phone.replace(/\D/g, '') || 'sem-numero'}-${day}.zip`;
  // A chat keyed by a BSUID has no number to name the file with (its digits are the BSUID's).
  const fileKeyOf = (chat: { phone: string }) => (isBsuid(chat.phone) ? '' : chat.phone);

  async function write(
    zip: ReturnType<typeof createZipStream>,
    who: Member & { name: string; clinic: string; timeZone: string },
    chat: ChatRow,
    at: Date,
  ) {
    const when = new Intl.DateTimeFormat('pt-BR', {
      timeZone: who.timeZone,
      dateStyle: 'short',
      timeStyle: 'short',
    });
    // A username user's BSUID is never printed: '@username' or the name stands in (issue 48).
    const shownPhone = formatPhone(phoneCell(chat.phone, chat));
    const patientName = chat.name ?? shownPhone;
    const manifest: Array<{ arquivo: string; bytes: number; sha256: string }> = [];
    const missing: string[] = [];
    const add = async (
      name: string,
      source: Readable | string | AsyncIterable<string>,
      compress: boolean,
    ) => {
      const input = typeof source === 'string' || 'pipe' in source ? source : toReadable(source);
      const { bytes, sha256 } = await zip.add(name, input, { compress });
      manifest.push({ arquivo: name, bytes, sha256 });
    };
    // Every pass reads the messages again a page at a time, in order.
    async function* pages(): AsyncGenerator<ExportMessage[]> {
      let after: { timestamp: Date; id: string } | null = null;
      for (;;) {
        const page = await patientExportRepo.messagesAfter(
          db,
          who.clinicId,
          chat.chatId,
          after,
          PAGE,
        );
        if (page.length > 0) yield page;
        if (page.length < PAGE) return;
        const last = page[page.length - 1]!;
        after = { timestamp: last.timestamp, id: last.id };
      }
    }
    const fileOf = (m: ExportMessage) => {
      if (!m.mediaPath) return null;
      // From the cleaned type, not the stored name: older files were named from the provider's
      // URL, and `conversa.html` links each file by this name.
      const ext = extensionFor(m.mediaMime);
      const day = m.timestamp.toISOString().slice(0, 10);
      return `midia/${day}_${m.messageId.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 60) || m.id}.${ext.toLowerCase()}`;
    };

    await add(
      'mensagens.json',
      (async function* () {
        yield '[';
        let first = true;
        for await (const page of pages())
          for (const m of page) {
            yield `${first ? '\n' : ',\n'}${JSON.stringify({
              id: m.messageId,
              data: m.timestamp.toISOString(),
              daClinica: m.fromMe,
              // In the patient's words, as the transcript says it (the member's name when known).
              enviadaPor: senderOf(m),
              tipo: m.type,
              texto: m.content,
              editada: m.isEdited,
              situacao: m.status,
              arquivo: fileOf(m),
              nomeDoArquivo: m.fileName,
              tipoDoArquivo: m.mediaMime,
              segundos: m.seconds,
              transcricao: m.transcript,
            })}`;
            first = false;
          }
        yield '\n]\n';
      })(),
      true,
    );

    const [tags, tasks, appointments, notes] = await Promise.all([
      patientExportRepo.tags(db, who.clinicId, chat.id),
      patientExportRepo.tasks(db, who.clinicId, chat.id),
      patientExportRepo.appointments(db, who.clinicId, chat.id),
      notesRepo.forExport(db, who.clinicId, chat.id),
    ]);
    // A note's author as the export names them: the member's name, else 'Clínica'.
    const noteAuthor = (n: (typeof notes)[number]) => n.authorName ?? M.transcriptClinic;
    await add(
      'conversa.html',
      (async function* () {
        yield transcriptStart({
          patientName,
          phone: shownPhone,
          clinic: who.clinic,
          member: who.name,
          at: when.format(at),
        });
        let any = false;
        for await (const page of pages())
          for (const m of page) {
            any = true;
            yield transcriptMessage(m, patientName, when.format(m.timestamp), fileOf(m));
          }
        yield transcriptEnd(
          [
            { title: M.transcriptTags, items: tags.map((t) => t.name) },
            {
              title: M.transcriptTasks,
              items: tasks.map((t) => `${when.format(t.dueAt)}: ${t.message}`),
            },
            {
              title: M.transcriptAppointments,
              items: appointments.map((a) => `${when.format(a.startsAt)} · ${a.professional}`),
            },
            {
              title: MSG.notes.exportTitle,
              items: notes.map((n) =>
                MSG.notes.exportItem(when.format(n.createdAt), noteAuthor(n), n.text),
              ),
            },
          ],
          !any,
        );
      })(),
      true,
    );

    for await (const page of pages())
      for (const m of page) {
        const file = fileOf(m);
        if (!file || !m.mediaPath) continue;
        // The browser left: the files still to come are not opened at all.
        if (zip.cancelled) throw new ZipCancelled();
        const stream = await deps.media.open(m.mediaPath).catch((err: unknown) => {
          if (err instanceof MediaMissing) return null;
          throw err;
        });
        if (stream) await add(file, stream, false);
        else missing.push(file);
      }

    const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
    await add('etiquetas.json', json(tags.map((t) => ({ nome: t.name, cor: t.color }))), true);
    await add(
      'tarefas.json',
      json(
        tasks.map((t) => ({
          mensagem: t.message,
          para: t.dueAt.toISOString(),
          situacao: t.status,
          concluidaAMao: t.completedByHand,
          enviadaEm: t.executedAt?.toISOString() ?? null,
          criadaPor: t.createdBy,
          criadaEm: t.createdAt.toISOString(),
        })),
      ),
      true,
    );
    const run = await routineRunsRepo.ofChat(db, chat.id);
    await add(
      'rotina.json',
      json({
        ultimaEtapaEnviada: run?.lastSeq ?? 0,
        esperaDesde: run?.anchorAt?.toISOString() ?? null,
        naoDesejaMensagensAutomaticasDesde: chat.routineOptedOutAt?.toISOString() ?? null,
        // Each automatic message sent is in mensagens.json, enviadaPor "Clínica (mensagem
        // automática)".
      }),
      true,
    );
    await add(
      'consultas.json',
      json(
        appointments.map((a) => ({
          inicio: a.startsAt.toISOString(),
          fusoHorario: a.timeZone,
          profissional: a.professional,
          situacao: a.state,
          ultimaResposta: a.lastReply,
          respondidaEm: a.repliedAt?.toISOString() ?? null,
          criadaPor: a.createdBy,
          criadaEm: a.createdAt.toISOString(),
          lembretes: a.reminders.map((r) => ({
            horasAntes: r.hoursBefore,
            para: r.dueAt.toISOString(),
            situacao: r.status,
          })),
        })),
      ),
      true,
    );
    // The team's internal notes: the patient's data too, marked as never sent to them.
    await add(
      'notas-internas.json',
      json(
        notes.map((n) => ({
          interna: true,
          texto: n.text,
          autor: noteAuthor(n),
          criadaEm: n.createdAt.toISOString(),
          editadaEm: n.editedAt?.toISOString() ?? null,
        })),
      ),
      true,
    );
    const names = (await identifiersOf(db, who.clinicId, chat.chatId)).map((n) => ({
      tipo: IDENTIFIER_KINDS[n.kind],
      valor: n.value,
    }));
    await zip.add(
      'manifesto.json',
      json({
        formato: 'conecta-clinica/exportacao-de-paciente/1',
        geradoEm: at.toISOString(),
        geradoPor: who.name,
        clinica: who.clinic,
        paciente: {
          nome: chat.name,
          telefone: isBsuid(chat.phone) ? null : chat.phone,
          usuario: chat.username ? `@${chat.username}` : null,
          // Every name the patient was known by here: a changed number's old one, each BSUID,
          // '@username' (issue 48).
          identificadores: names,
        },
        arquivos: manifest,
        arquivosAusentes: missing,
      }),
      { compress: true },
    );
    await zip.finish();
  }

  /**
   * Each link opens one download (review 3: it could be followed again for its 5 minutes, by
   * whoever saw the address): signatures used, until they expire. Kept by this process; behind a
   * balancer a link could still open once per process within its minutes.
   */
  const usedLinks = new Map<string, number>();
  /** ZIPs being written per member: each holds files open and a connection; two at a time. */
  const writing = new Map<string, number>();
  const MAX_WRITING = 2;

  function claimLink(sig: string, expMs: number, now: number): boolean {
    for (const [used, until] of usedLinks) if (until < now) usedLinks.delete(used);
    if (usedLinks.has(sig)) return false;
    usedLinks.set(sig, expMs);
    return true;
  }

  return {
    async link(who: Member, chatId: string) {
      const chat = await findChat(db, who.clinicId, chatId);
      if (!chat) throw new AppError('NOT_FOUND', MSG.common.chatNotFound);
      const now = clock();
      const exp = Math.ceil((now.getTime() + LINK_TTL_MS) / 1000);
      const n = randomBytes(12).toString('base64url');
      const sig = signer.sign([who.clinicId, who.userId, chat.chatId, n], exp);
      const q = new URLSearchParams({
        c: chat.chatId,
        u: who.clinicId,
        m: who.userId,
        n,
        exp: String(exp),
        sig,
      });
      return {
        success: true as const,
        url: `/dashboard/privacy/patient-export?${q.toString()}`,
        fileName: fileNameOf(fileKeyOf(chat), dayIn(await deps.timeZoneOf(who.userId), now)),
      };
    },

    /** Checks the link and starts the ZIP; answers its name and the stream being written. */
    async open(q: PatientExportQuery, ip: string) {
      const invalid = new AppError('NOT_FOUND', M.patientExportLinkInvalid);
      if (!signer.verify([q.u, q.m, q.c, q.n], q.exp, q.sig, clock())) throw invalid;
      // Still the clinic's Responsável when the download starts.
      const member = await patientExportRepo.roleOf(db, q.u, q.m);
      if (member?.role !== 'RESPONSAVEL') throw invalid;
      const chat = await findChat(db, q.u, q.c);
      if (!chat) throw new AppError('NOT_FOUND', MSG.common.chatNotFound);
      if ((writing.get(q.m) ?? 0) >= MAX_WRITING)
        throw new AppError('RATE_LIMITED', M.patientExportBusy);
      if (!claimLink(q.sig, q.exp * 1000, clock().getTime())) throw invalid;
      const who = { clinicId: q.u, userId: q.m };
      await deps.access.record(who, 'patient-export', { chatId: chat.chatId, ip });
      const at = clock();
      const zip = createZipStream(at);
      writing.set(q.m, (writing.get(q.m) ?? 0) + 1);
      // Finished, cancelled or failed: the slot is free again.
      zip.stream.once('close', () => {
        const left = (writing.get(q.m) ?? 1) - 1;
        if (left > 0) writing.set(q.m, left);
        else writing.delete(q.m);
      });
      write(zip, { ...who, ...member }, chat, at).catch((err: unknown) => {
        // The member closed the download (or lost the connection): nothing failed here, and the
        // ZIP stream is gone already. Whatever failed after that is only its consequence.
        if (err instanceof ZipCancelled || zip.cancelled) {
          deps.log.info('exportação de paciente cancelada: o download foi interrompido');
          return;
        }
        deps.log.warn({ err: describeError(err) }, 'exportação de paciente interrompida');
        zip.fail(err instanceof Error ? err : new Error(String(err)));
      });
      return {
        fileName: fileNameOf(fileKeyOf(chat), dayIn(member.timeZone, at)),
        stream: zip.stream,
      };
    },
  };
}
export type PatientExportService = ReturnType<typeof createPatientExportService>;

function toReadable(source: AsyncIterable<string>): AsyncIterable<Buffer> {
  return (async function* () {
    for await (const s of source) yield Buffer.from(s, 'utf8');
  })();
}
