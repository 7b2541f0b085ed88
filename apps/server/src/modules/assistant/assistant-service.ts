import { MSG, type AssistantSettingsRequest } from '@conecta/contract';

import type { AssistantConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { MediaStore } from '../../media/media-store.ts';
import { clinicSettingsRepo } from '../clinic-settings/index.ts';
import { findMessageById, newestMessagesOf, setTranscript } from '../conversations/index.ts';
import type { AccessLogService } from '../privacy/index.ts';
import { textReads } from '../texts/index.ts';
import type { AssistantClient } from './assistant-client.ts';
import { assistantRepo } from './assistant-repo.ts';
import { buildPrompt, PROMPT_MESSAGES } from './build-prompt.ts';
import { buildSummaryPrompt, SUMMARY_MAX_CHARS, SUMMARY_MESSAGES } from './build-summary-prompt.ts';
import { providerName } from './provider-name.ts';

const M = MSG.assistant;
/** OpenAI's limit for an audio file. */
const AUDIO_MAX_BYTES = 25 * 1024 * 1024;

interface Member {
  clinicId: string;
  userId: string;
}

/** The file name the provider sees: only the kind of audio, never the patient's. */
function audioName(mime: string): string {
  const ext = mime.includes('mpeg')
    ? 'mp3'
    : mime.includes('mp4')
      ? 'm4a'
      : mime.includes('wav')
        ? 'wav'
        : mime.includes('webm')
          ? 'webm'
          : 'ogg';
  return `nota-de-voz.${ext}`;
}

/** The calendar month a use counts in, 'AAAA-MM' (UTC: the cap is coarse on purpose). */
const monthOf = (at: Date) => at.toISOString().slice(0, 7);

async function readAll(stream: NodeJS.ReadableStream, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += buffer.length;
    if (size > max) throw new AppError('PAYLOAD_TOO_LARGE', M.audioTooLarge);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The receptionist's assistant: off unless the server has a provider and the clinic turned it
 * on; every use is checked against the month's cap first, written to the access log, and its
 * tokens counted. It only ever answers the member who asked: nothing here sends to a patient.
 */
export function createAssistantService(deps: {
  db: Db;
  clock: Clock;
  /** Undefined: no provider configured; the feature does not exist. */
  config: AssistantConfig | undefined;
  client: AssistantClient | undefined;
  media: Pick<MediaStore, 'open'>;
  access: Pick<AccessLogService, 'record'>;
}) {
  const { db, clock, config, client, access } = deps;

  async function status(clinicId: string) {
    const row = config ? await assistantRepo.settings(db, clinicId) : undefined;
    return {
      available: config !== undefined,
      enabled: config !== undefined && (row?.enabled ?? false),
      canTranscribe: config?.transcribeModel !== undefined,
      row,
    };
  }

  async function settingsView(clinicId: string) {
    const { available, enabled, canTranscribe, row } = await status(clinicId);
    const month = monthOf(clock());
    return {
      success: true as const,
      available,
      enabled,
      autoTranscribe: row?.autoTranscribe ?? false,
      knowledgeBase: row?.knowledgeBase ?? '',
      canTranscribe,
      provider: config
        ? {
            name: providerName(config.baseUrl, config.demo),
            url: config.baseUrl,
            model: config.model,
          }
        : null,
      usage: {
        month,
        tokens: config ? await assistantRepo.tokensIn(db, clinicId, month) : 0,
        cap: config?.monthlyTokens ?? 0,
      },
    };
  }

  /** Throws the member's reason when the assistant may not run now; answers the client. */
  async function ready(clinicId: string): Promise<{ client: AssistantClient; month: string }> {
    if (!config || !client) throw new AppError('NOT_FOUND', M.unavailable);
    const row = await assistantRepo.settings(db, clinicId);
    if (!row?.enabled) throw new AppError('RULE_BROKEN', M.off);
    const month = monthOf(clock());
    if ((await assistantRepo.tokensIn(db, clinicId, month)) >= config.monthlyTokens)
      throw new AppError('RULE_BROKEN', M.capReached(config.monthlyTokens));
    return { client, month };
  }

  return {
    async status(clinicId: string) {
      const { available, enabled, canTranscribe } = await status(clinicId);
      return { success: true as const, available, enabled, canTranscribe };
    },

    settings: settingsView,

    async updateSettings(member: Member, input: AssistantSettingsRequest) {
      if (!config) throw new AppError('NOT_FOUND', M.unavailable);
      await assistantRepo.save(
        db,
        member.clinicId,
        {
          enabled: input.enabled,
          autoTranscribe: input.autoTranscribe && config.transcribeModel !== undefined,
          knowledgeBase: input.knowledgeBase.trim(),
        },
        member.userId,
        clock(),
      );
      return { ...(await settingsView(member.clinicId)), message: M.saved };
    },

    /** 'Transcrever': the voice note's audio to the provider, its text kept with the message. */
    async transcribe(member: Member, chatId: string, id: string, ip: string, signal: AbortSignal) {
      const ok = await ready(member.clinicId);
      if (!config?.transcribeModel) throw new AppError('NOT_FOUND', M.transcribeUnavailable);
      const message = await findMessageById(db, member.clinicId, id);
      if (!message || message.chatId !== chatId) throw new AppError('NOT_FOUND', M.messageNotFound);
      if (message.type !== 'audio') throw new AppError('RULE_BROKEN', M.notAudio);
      if (!message.mediaPath) throw new AppError('RULE_BROKEN', M.audioMissing);
      await access.record(member, 'assistant', { chatId, detail: M.usedTranscribe, ip });
      const bytes = await readAll(await deps.media.open(message.mediaPath), AUDIO_MAX_BYTES);
      const mime = message.mediaMime ?? 'audio/ogg';
      const { text, tokens } = await ok.client.transcribe(bytes, audioName(mime), mime, signal);
      await assistantRepo.addTokens(db, member.clinicId, ok.month, tokens);
      await setTranscript(db, member.clinicId, message.id, text);
      return { success: true as const, message: M.transcribed, transcript: text };
    },

    /**
     * A new voice note, just stored: transcribed when the clinic chose so (and has the assistant
     * on, and room under the cap); silent otherwise. Recorded in the access log as the system's.
     */
    async transcribeStored(clinicId: string, messageRowId: string): Promise<void> {
      if (!config?.transcribeModel || !client) return;
      const row = await assistantRepo.settings(db, clinicId);
      if (!row?.enabled || !row.autoTranscribe) return;
      const message = await findMessageById(db, clinicId, messageRowId);
      if (!message || message.type !== 'audio' || message.fromMe || !message.mediaPath) return;
      if (message.transcript) return;
      const month = monthOf(clock());
      if ((await assistantRepo.tokensIn(db, clinicId, month)) >= config.monthlyTokens) return;
      await access.record({ clinicId, userId: null }, 'assistant', {
        chatId: message.chatId,
        detail: M.usedAutoTranscribe,
        ip: null,
      });
      const bytes = await readAll(await deps.media.open(message.mediaPath), AUDIO_MAX_BYTES);
      const mime = message.mediaMime ?? 'audio/ogg';
      const { text, tokens } = await client.transcribe(
        bytes,
        audioName(mime),
        mime,
        AbortSignal.timeout(config.timeoutMs * 3),
      );
      await assistantRepo.addTokens(db, clinicId, month, tokens);
      await setTranscript(db, clinicId, message.id, text);
    },

    /**
     * 'Sugerir resposta': the checks run before anything is sent, so a refusal is an ordinary
     * error answer; then the reply's pieces as the provider writes them.
     */
    async suggest(
      member: Member,
      chatId: string,
      ip: string,
      signal: AbortSignal,
    ): Promise<AsyncGenerator<string>> {
      const ok = await ready(member.clinicId);
      const newest = await newestMessagesOf(
        db,
        member.clinicId,
        chatId,
        PROMPT_MESSAGES,
        undefined,
      );
      const rows = newest.slice(0, PROMPT_MESSAGES).reverse();
      if (!rows.some((m) => !m.fromMe)) throw new AppError('RULE_BROKEN', M.emptyChat);
      const [row, texts, hours] = await Promise.all([
        assistantRepo.settings(db, member.clinicId),
        textReads.list(db, member.clinicId),
        clinicSettingsRepo.openingHours(db, member.clinicId),
      ]);
      const prompt = buildPrompt({
        knowledgeBase: row?.knowledgeBase ?? '',
        texts,
        hours,
        messages: rows,
      });
      await access.record(member, 'assistant', { chatId, detail: M.usedSuggest, ip });
      const clinicId = member.clinicId;
      return (async function* () {
        for await (const piece of ok.client.streamChat(prompt, signal)) {
          if ('text' in piece) yield piece.text;
          else await assistantRepo.addTokens(db, clinicId, ok.month, piece.tokens);
        }
      })();
    },

    /**
     * 'Resumo' for the colleague who takes the chat over: the newest messages, masked, summed up
     * in three lines; returned to the member who asked, never kept nor sent to the patient.
     */
    async summarize(member: Member, chatId: string, ip: string, signal: AbortSignal) {
      const ok = await ready(member.clinicId);
      const newest = await newestMessagesOf(
        db,
        member.clinicId,
        chatId,
        SUMMARY_MESSAGES,
        undefined,
      );
      const rows = newest.slice(0, SUMMARY_MESSAGES).reverse();
      if (rows.length === 0) throw new AppError('RULE_BROKEN', M.summaryEmpty);
      await access.record(member, 'assistant', { chatId, detail: M.usedSummary, ip });
      let summary = '';
      for await (const piece of ok.client.streamChat(buildSummaryPrompt(rows), signal)) {
        if ('text' in piece) summary += piece.text;
        else await assistantRepo.addTokens(db, member.clinicId, ok.month, piece.tokens);
      }
      summary = summary.trim().slice(0, SUMMARY_MAX_CHARS);
      if (summary === '') throw new AppError('PROVIDER_ERROR', M.providerFailed);
      return { success: true as const, summary };
    },
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;
