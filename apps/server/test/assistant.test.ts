import { assistantEndpoints as ai, chatEndpoints, MSG, privacyEndpoints } from '@conecta/contract';
import {
  createOpenAiSimulator,
  DEMO_LABEL,
  SUMMARY_PARTS,
  type OpenAiSimulator,
} from '@conecta/openai-simulator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { callApi } from './helpers/call-api.ts';
import { clinicWithVoiceNote, type StoredAudio } from './helpers/clinic-with-voice-note.ts';
import { joinClinic } from './helpers/join-clinic.ts';
import { readZip } from './helpers/read-zip.ts';
import { signUp } from './helpers/test-app.ts';
import { waitFor } from './helpers/wait-for.ts';

const PHONE = '5511987650050';
const KEY = 'sk-assistant-test-key';
const BASE = [
  'Consulta com clínico geral: R$ 250,00.',
  'Estacionamento gratuito no subsolo, entrada pela Rua Augusta.',
].join('\n');

let oai: OpenAiSimulator;
let c: Awaited<ReturnType<typeof clinicWithVoiceNote>>;
let atendente: { token: string };

beforeAll(async () => {
  oai = createOpenAiSimulator({ apiKey: KEY });
  await oai.listen(0);
  c = await clinicWithVoiceNote({
    phone: PHONE,
    instanceId: 'ASSIST1',
    env: {
      AI_BASE_URL: oai.baseUrl!,
      AI_API_KEY: KEY,
      AI_MODEL: 'demo-chat',
      AI_TRANSCRIBE_MODEL: 'demo-transcribe',
      AI_TIMEOUT_MS: '1000',
      AI_MONTHLY_TOKENS: '100000',
    },
  });
  atendente = await joinClinic(c.t, c.user.token, { name: 'Bruno Lima' });
}, 120_000);
afterAll(async () => {
  await c?.close();
  await oai?.close();
});
beforeEach(() => oai.reset());

const owner = () => c.user.token;
const settingsOn = (knowledgeBase = BASE) =>
  callApi(c.t, owner(), ai.updateSettings, {
    body: { enabled: true, autoTranscribe: false, knowledgeBase },
  });
const suggest = (token = owner()) =>
  callApi(c.t, token, ai.suggestReply, { params: { chatId: PHONE } });
const summarize = (chatId = PHONE, token = owner()) =>
  callApi(c.t, token, ai.summarize, { params: { chatId } });
const chatCalls = () => oai.calls.filter((x) => x.path === '/v1/chat/completions');
type Sent = { messages: Array<{ role: string; content: string }> };
const sentPrompt = () => chatCalls().at(-1)!.body as unknown as Sent;

describe('the assistant, off by default', () => {
  it('calls no provider while the clinic has not turned it on', async () => {
    const status = (await callApi(c.t, atendente.token, ai.status)).data();
    expect(status).toMatchObject({ available: true, enabled: false, canTranscribe: true });
    const refused = await suggest();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(MSG.assistant.off);
    const audio = (await c.audios()).find((a) => !a.fromMe)! as StoredAudio & { id: string };
    const transcribe = await callApi(c.t, owner(), ai.transcribe, {
      params: { chatId: PHONE, id: audio.id },
    });
    expect(transcribe.statusCode).toBe(422);
    expect((await summarize()).statusCode).toBe(422);
    expect(oai.calls).toHaveLength(0);
  });

  it('lets only the Responsável read and change the settings', async () => {
    expect((await callApi(c.t, atendente.token, ai.settings)).statusCode).toBe(403);
    const denied = await callApi(c.t, atendente.token, ai.updateSettings, {
      body: { enabled: true, autoTranscribe: false, knowledgeBase: 'x' },
    });
    expect(denied.statusCode).toBe(403);
    const settings = (await callApi(c.t, owner(), ai.settings)).data();
    expect(settings).toMatchObject({
      enabled: false,
      provider: { url: oai.baseUrl, model: 'demo-chat' },
      usage: { tokens: 0, cap: 100000 },
    });
  });
});

describe('the assistant, on', () => {
  beforeAll(async () => {
    expect((await settingsOn()).statusCode).toBe(200);
    // Another clinic's base, which must never reach this clinic's prompt.
    const other = await signUp(c.t);
    const saved = await callApi(c.t, other.token, ai.updateSettings, {
      body: {
        enabled: true,
        autoTranscribe: false,
        knowledgeBase: 'Consulta particular: R$ 999,00.',
      },
    });
    expect(saved.statusCode).toBe(200);
    await c.inbound({
      message: 'Meu CPF é 123.456.789-09 e meu e-mail lia@exemplo.com. Quanto custa a consulta?',
    });
    await waitFor(
      () =>
        c.t.app.inject({
          method: 'GET',
          url: `/dashboard/messages/${PHONE}?t=${Date.now()}`,
          headers: { authorization: `Bearer ${owner()}` },
        }),
      (r) => r.body.includes('Quanto custa a consulta?'),
    );
  });

  it("streams a suggestion that quotes the clinic's base, sent masked, to an Atendente too", async () => {
    const answer = await suggest(atendente.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    expect(answer.body.startsWith(DEMO_LABEL)).toBe(true);
    expect(answer.body).toContain('Consulta com clínico geral: R$ 250,00.');

    const sent = JSON.stringify(sentPrompt().messages);
    expect(sent).toContain('[CPF]');
    expect(sent).toContain('[e-mail]');
    expect(sent).not.toContain('123.456.789-09');
    expect(sent).not.toContain('lia@exemplo.com');
    expect(sent).not.toContain(PHONE);
    expect(sent).not.toContain('R$ 999,00');
    expect(sentPrompt().messages[0]!.role).toBe('system');

    const usage = (await callApi(c.t, owner(), ai.settings)).data().usage;
    expect(usage.tokens).toBeGreaterThan(0);
    const log = (await callApi(c.t, owner(), privacyEndpoints.accessLog, { query: {} })).data();
    expect(
      log.entries.some((e) => e.kind === 'assistant' && e.detail === MSG.assistant.usedSuggest),
    ).toBe(true);
  });

  it('sums the conversation up in three parts for a hand-off, masked and logged', async () => {
    const tokensBefore = (await callApi(c.t, owner(), ai.settings)).data().usage.tokens;
    const done = await summarize(PHONE, atendente.token);
    expect(done.statusCode, done.body).toBe(200);
    const lines = done.data().summary.split('\n');
    expect(lines[0]).toBe(DEMO_LABEL);
    SUMMARY_PARTS.forEach((part, i) => expect(lines[i + 1]!.startsWith(part)).toBe(true));
    // The patient's last message, as sent: masked.
    expect(lines[1]).toContain('[CPF]');
    expect(done.data().summary).not.toContain('123.456.789-09');
    expect(lines[3]).toContain('responder à última mensagem do paciente');

    const prompt = sentPrompt().messages;
    expect(prompt[0]!.content).toContain('Nunca invente');
    expect(JSON.stringify(prompt)).not.toContain('lia@exemplo.com');
    expect(JSON.stringify(prompt)).not.toContain(PHONE);
    // A summary is about the conversation: the clinic's base does not go with it.
    expect(JSON.stringify(prompt)).not.toContain('R$ 250,00');
    expect((await callApi(c.t, owner(), ai.settings)).data().usage.tokens).toBeGreaterThan(
      tokensBefore,
    );
    const log = (await callApi(c.t, owner(), privacyEndpoints.accessLog, { query: {} })).data();
    expect(
      log.entries.some((e) => e.kind === 'assistant' && e.detail === MSG.assistant.usedSummary),
    ).toBe(true);

    const empty = await summarize('5511900000050');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(MSG.assistant.summaryEmpty);
  });

  it('retries a 429 on its own, and tells the member when the provider stays busy', async () => {
    oai.fail(2, 429, 10);
    expect((await suggest()).statusCode).toBe(200);
    oai.fail(3, 429, 10);
    const busy = await suggest();
    expect(busy.statusCode).toBe(429);
    expect(busy.json().message).toBe(MSG.assistant.busy);
  });

  it('tells the member when the provider takes too long', async () => {
    oai.slow(5_000);
    const late = await suggest();
    expect(late.statusCode).toBe(502);
    expect(late.json().message).toBe(MSG.assistant.timeout);
  }, 20_000);

  it('transcribes a voice note: the text is kept with it, shown in the window and exported', async () => {
    const audio = (await c.audios()).find((a) => !a.fromMe)! as StoredAudio & { id: string };
    const done = await callApi(c.t, owner(), ai.transcribe, {
      params: { chatId: PHONE, id: audio.id },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.data().transcript).toContain(DEMO_LABEL);
    const call = oai.calls.find((x) => x.path === '/v1/audio/transcriptions')!;
    expect(call.body).toMatchObject({ model: 'demo-transcribe' });
    const listed = (await c.audios()).find((a) => a.messageId === audio.messageId) as unknown as {
      transcript: string | null;
    };
    expect(listed.transcript).toBe(done.data().transcript);

    const link = await callApi(c.t, owner(), privacyEndpoints.exportLink, {
      params: { chatId: PHONE },
    });
    const zip = await fetch(`${c.t.publicUrl}${link.data().url}`);
    const files = new Map(readZip(Buffer.from(await zip.arrayBuffer())).map((f) => [f.name, f]));
    const exported = JSON.parse(files.get('mensagens.json')!.bytes.toString('utf8')) as Array<{
      transcricao?: string | null;
    }>;
    expect(exported.some((m) => m.transcricao === done.data().transcript)).toBe(true);
    expect(files.get('conversa.html')!.bytes.toString('utf8')).toContain('Transcrição: ');
  });

  it("finds a voice note on the board's search by its transcript, shown as the matched text", async () => {
    const audio = (await c.audios()).find(
      (a) => !a.fromMe && (a as { transcript?: string | null }).transcript,
    )! as StoredAudio & { id: string; transcript: string };
    // A word of the transcript that no text message of the chat has.
    const word = audio.transcript
      .split(/[^\p{L}]+/u)
      .find((w) => w.length >= 5 && !/consulta|demonstra/i.test(w))!;
    expect(word).toBeTruthy();
    const found = await callApi(c.t, owner(), chatEndpoints.searchMessages, {
      query: { q: word.toUpperCase() },
    });
    expect(found.statusCode, found.body).toBe(200);
    const { chatIds, hits } = found.data();
    expect(chatIds).toEqual([PHONE]);
    expect(hits?.[0]?.message.id).toBe(audio.id);
    expect(hits?.[0]?.message.excerpt).toContain(word);
  });

  it('stops at the month cap with a clear message, without calling the provider', async () => {
    const month = new Date().toISOString().slice(0, 7);
    await c.t.database.db.execute(
      sql`update assistant_usage set tokens = 100000 where month = ${month}`,
    );
    const capped = await suggest();
    expect(capped.statusCode).toBe(422);
    expect(capped.json().message).toBe(MSG.assistant.capReached(100000));
    const cappedSummary = await summarize();
    expect(cappedSummary.statusCode).toBe(422);
    expect(cappedSummary.json().message).toBe(MSG.assistant.capReached(100000));
    expect(oai.calls).toHaveLength(0);
    await c.t.database.db.execute(
      sql`update assistant_usage set tokens = 0 where month = ${month}`,
    );
  });

  it('transcribes new voice notes by itself when the clinic chose so', async () => {
    const on = await callApi(c.t, owner(), ai.updateSettings, {
      body: { enabled: true, autoTranscribe: true, knowledgeBase: BASE },
    });
    expect(on.data().autoTranscribe).toBe(true);
    const before = (await c.audios()).length;
    await c.inbound({ audio: true });
    const transcribed = () =>
      c
        .audios()
        .then((list) =>
          list.slice(before).some((a) => (a as { transcript?: string | null }).transcript),
        );
    await waitFor(transcribed, Boolean);
    const log = (await callApi(c.t, owner(), privacyEndpoints.accessLog, { query: {} })).data();
    expect(
      log.entries.some((e) => e.detail === MSG.assistant.usedAutoTranscribe && !e.memberName),
    ).toBe(true);
  });

  it('removes the transcripts with the erasure', async () => {
    const count = async () =>
      (
        (await c.t.database.db.execute(
          sql`select count(*)::int as n from messages where transcript is not null`,
        )) as unknown as { rows: Array<{ n: number }> }
      ).rows[0]!;
    expect((await count()).n).toBeGreaterThan(0);
    const erased = await callApi(c.t, owner(), privacyEndpoints.erase, {
      params: { chatId: PHONE },
      body: { confirmPhone: PHONE },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await count()).n).toBe(0);
  });
});
