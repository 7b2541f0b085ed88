import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  createOpenAiSimulator,
  DEMO_LABEL,
  composeSummary,
  NOT_IN_BASE,
  SUMMARY_PARTS,
  type OpenAiSimulator,
} from '../src/index.ts';

const KEY = 'sk-test-key-123456';
let sim: OpenAiSimulator;
let base: string;

beforeAll(async () => {
  sim = createOpenAiSimulator({ apiKey: KEY });
  await sim.listen(0);
  base = sim.baseUrl!;
});
afterAll(() => sim.close());
beforeEach(() => sim.reset());

// Tests read whatever shape the endpoint answers.
// oxlint-disable-next-line typescript/no-explicit-any
const json = (response: Response): Promise<any> => response.json();

const SYSTEM = [
  'Você ajuda a recepção de uma clínica.',
  'Base de conhecimento:',
  '- Consulta com clínico geral: R$ 250,00.',
  '- Estacionamento gratuito no subsolo.',
].join('\n');

const chat = (body: unknown, key: string | null = KEY) =>
  fetch(`${base}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(key === null ? {} : { authorization: `Bearer ${key}` }),
    },
    body: JSON.stringify(body),
  });

const ask = (question: string, extra: Record<string, unknown> = {}) => ({
  model: 'demo-chat',
  messages: [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: question },
  ],
  ...extra,
});

describe('chat completions', () => {
  it('answers a question with the line of the base it matches, labelled as a demonstration', async () => {
    const response = await chat(ask('Quanto custa a consulta?'));
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.object).toBe('chat.completion');
    expect(body.choices[0].finish_reason).toBe('stop');
    const content: string = body.choices[0].message.content;
    expect(content.startsWith(DEMO_LABEL)).toBe(true);
    expect(content).toContain('Consulta com clínico geral: R$ 250,00.');
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens + body.usage.completion_tokens);
    expect(sim.calls[0]!.body.model).toBe('demo-chat');
  });

  it('says the team will check when the base has nothing on the question', async () => {
    const body = await json(await chat(ask('Vocês atendem convênio Unimed?')));
    expect(body.choices[0].message.content).toBe(NOT_IN_BASE);
  });

  it('streams chunks as server-sent events, then the usage chunk and [DONE]', async () => {
    const response = await chat(
      ask('Tem estacionamento?', { stream: true, stream_options: { include_usage: true } }),
    );
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = (await response.text())
      .split('\n\n')
      .filter(Boolean)
      .map((e) => e.replace(/^data: /, ''));
    expect(events.at(-1)).toBe('[DONE]');
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e));
    expect(chunks.every((c) => c.object === 'chat.completion.chunk')).toBe(true);
    expect(chunks[0].choices[0].delta.role).toBe('assistant');
    const text = chunks.map((c) => c.choices[0]?.delta.content ?? '').join('');
    expect(text).toContain('Estacionamento gratuito no subsolo.');
    expect(chunks.at(-1).choices).toEqual([]);
    expect(chunks.at(-1).usage.completion_tokens).toBeGreaterThan(0);
  });

  it('rejects a missing or wrong key and a malformed request in OpenAI error bodies', async () => {
    const none = await chat(ask('oi'), null);
    expect(none.status).toBe(401);
    expect((await json(none)).error).toMatchObject({ type: 'invalid_request_error', code: null });
    const wrong = await chat(ask('oi'), 'sk-wrong-key-000000');
    expect(wrong.status).toBe(401);
    expect((await json(wrong)).error.code).toBe('invalid_api_key');
    const empty = await chat({ model: 'demo-chat', messages: [] });
    expect(empty.status).toBe(400);
    expect((await json(empty)).error.param).toBe('messages');
    expect(sim.calls).toHaveLength(0);
  });
});

describe('test levers', () => {
  it('answers 429 with retry-after for the next calls, then recovers', async () => {
    sim.fail(1, 429, 50);
    const limited = await chat(ask('oi'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after-ms')).toBe('50');
    expect(limited.headers.get('retry-after')).toBe('1');
    expect((await json(limited)).error).toMatchObject({ code: 'rate_limit_exceeded' });
    expect((await chat(ask('oi'))).status).toBe(200);
  });

  it('answers a 5xx in the server_error shape through the control API', async () => {
    await fetch(`${base.replace(/\/v1$/, '')}/_sim/fail`, {
      method: 'POST',
      body: JSON.stringify({ status: 503 }),
    });
    const failed = await chat(ask('oi'));
    expect(failed.status).toBe(503);
    expect((await json(failed)).error.type).toBe('server_error');
  });

  it('is slow when told to, and lets a caller hang up', async () => {
    sim.slow(200);
    const started = Date.now();
    expect((await chat(ask('oi'))).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    sim.slow(5_000);
    const aborted = fetch(`${base}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(ask('oi')),
      signal: AbortSignal.timeout(100),
    });
    await expect(aborted).rejects.toThrow();
  });
});

describe('audio transcriptions', () => {
  const transcribe = (form: FormData) =>
    fetch(`${base}/audio/transcriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}` },
      body: form,
    });

  it('turns a multipart file into { text }, and into plain text when asked', async () => {
    const form = new FormData();
    form.set(
      'file',
      new File([Buffer.from('Qual o endereço da clínica?')], 'nota.ogg', { type: 'audio/ogg' }),
    );
    form.set('model', 'demo-transcribe');
    const response = await transcribe(form);
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.text).toBe(`${DEMO_LABEL} Qual o endereço da clínica?`);
    expect(sim.calls[0]!.body).toMatchObject({
      model: 'demo-transcribe',
      file: { name: 'nota.ogg' },
    });

    form.set('response_format', 'text');
    const plain = await transcribe(form);
    expect(plain.headers.get('content-type')).toContain('text/plain');
    expect(await plain.text()).toBe(`${DEMO_LABEL} Qual o endereço da clínica?`);
  });

  it('hears real audio bytes as the demonstration question, and requires file and model', async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array([0, 1, 2, 255, 254, 0, 7])], 'a.ogg'));
    form.set('model', 'demo-transcribe');
    expect((await json(await transcribe(form))).text).toContain('valor da consulta');
    const noFile = new FormData();
    noFile.set('model', 'demo-transcribe');
    const missing = await transcribe(noFile);
    expect(missing.status).toBe(400);
    expect((await json(missing)).error.param).toBe('file');
  });
});

describe('a summary, asked by a system prompt that names its parts', () => {
  it("answers in the three parts from the conversation's own lines, labelled, inventing nothing", () => {
    const system = { role: 'system', content: `Resuma.\n${SUMMARY_PARTS.join('\n')}` };
    const talk = (lines: string) => [system, { role: 'user', content: `CONVERSA:\n${lines}` }];
    expect(
      composeSummary(talk('Paciente: Quero remarcar.\nEquipe: Amanhã às 10h, pode ser?')),
    ).toBe(
      [
        DEMO_LABEL,
        'O paciente quer: Quero remarcar.',
        'Foi prometido: Amanhã às 10h, pode ser?',
        'Está pendente: aguardar a resposta do paciente.',
      ].join('\n'),
    );
    const alone = composeSummary(talk('Paciente: Qual o endereço?')).split('\n');
    expect(alone[2]).toBe('Foi prometido: nada registrado na conversa.');
    expect(alone[3]).toBe('Está pendente: responder à última mensagem do paciente.');
  });
});
