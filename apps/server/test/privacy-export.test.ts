import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import {
  appointmentEndpoints,
  messageEndpoints,
  privacyEndpoints,
  tagEndpoints,
  taskEndpoints,
} from '@conecta/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accessLog, chats, messages as messageRows } from '../src/db/schema.ts';
import { createLinkSigner } from '../src/lib/link-signer.ts';
import { type SignedInClinic, signedInClinic } from './helpers/call-api.ts';
import { type ConnectedClinic, openConnectedClinic } from './helpers/connected-clinic.ts';
import { readZip } from './helpers/read-zip.ts';
import { localDateInDays, type TestApp } from './helpers/test-app.ts';
import { waitFor } from './helpers/wait-for.ts';

/**
 * 'Exportar dados do paciente': one ZIP with the chat's messages in JSON and a pt-BR
 * transcript, its files, tags, scheduled messages, routine state and appointments, with a
 * manifest; only the Responsável asks for it, the link is short-lived and bound to its member,
 * and following it is in the access log.
 */
let conn: ConnectedClinic;
let t: TestApp;
let ana: SignedInClinic;
let stranger: SignedInClinic;
const LIA = '5511987650051';
const OTHER = '5511987650052';
const VOICE = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), randomBytes(90_000)]);

beforeAll(async () => {
  conn = await openConnectedClinic({ instanceId: 'EXPO1', chatCount: 1, name: 'Dra. Ana Souza' });
  ({ t, clinic: ana } = conn);
  stranger = await signedInClinic(t, 'Outra Clínica');
  const inbound = (phone: string, body: Record<string, unknown>) =>
    conn.inbound({ phone, ...body });
  await inbound(LIA, { name: 'Lia <Prado>', message: 'Bom dia! Posso remarcar?' });
  await inbound(LIA, { audio: true });
  await inbound(OTHER, { name: 'Outro Paciente', message: 'Mensagem de outro paciente' });
  await waitFor(
    () => ana.call(messageEndpoints.list, { params: { chatId: LIA } }),
    (r) =>
      r.statusCode === 200 &&
      (r.json().audios as Array<{ audioUrl: string | null }>).some((a) =>
        a.audioUrl?.startsWith('/dashboard/'),
      ),
  );
  const sent = await ana.call(messageEndpoints.sendAudio, {
    body: {
      chatId: LIA,
      phone: LIA,
      audio: `data:audio/mpeg;base64,${VOICE.toString('base64')}`,
      duration: 4,
    },
  });
  expect(sent.statusCode).toBe(200);
  const text = await ana.call(messageEndpoints.sendText, {
    body: {
      chatId: LIA,
      phone: LIA,
      message: 'Claro, Lia.',
    },
  });
  expect(text.statusCode, text.body).toBe(200);
  const tag = (await ana.call(tagEndpoints.create, { body: { name: 'Convênio' } })).json().tag;
  await ana.call(tagEndpoints.setChatTags, { params: { chatId: LIA }, body: { tagIds: [tag.id] } });
  const task = await ana.call(taskEndpoints.create, {
    body: {
      chatId: LIA,
      message: 'Lembrar do exame',
      scheduledDate: localDateInDays(3, t.clock),
    },
  });
  expect(task.statusCode, task.body).toBe(201);
  const appointment = await ana.call(appointmentEndpoints.create, {
    body: {
      chatId: LIA,
      startsAt: localDateInDays(5, t.clock),
      professional: 'Dr. Caio',
      remindHoursBefore: [24],
    },
  });
  expect(appointment.statusCode, appointment.body).toBe(201);
  await t.app.services.downloader.idle();
});
afterAll(() => conn.close());

const exportOf = (who: SignedInClinic, phone: string) =>
  who.call(privacyEndpoints.exportLink, { params: { chatId: phone } });

/** A file of Lia's already in the media folder (as an older server left it) and its message. */
async function storedFileOfLia(
  messageId: string,
  type: 'image' | 'document',
  mediaMime: string,
  name: string,
  bytes: Buffer,
) {
  const rel = `${ana.id}/${name}`;
  mkdirSync(path.join(t.config.dataDir, 'media', ana.id), { recursive: true });
  writeFileSync(path.join(t.config.dataDir, 'media', rel), bytes);
  const [chat] = await t.database.db.select().from(chats).where(eq(chats.chatId, LIA));
  await t.database.db.insert(messageRows).values({
    clinicId: chat!.clinicId,
    chatId: LIA,
    messageId,
    fromMe: false,
    type,
    content: null,
    mediaPath: rel,
    mediaMime,
    timestamp: t.clock.now(),
  });
}

describe("a patient's data on request", () => {
  it('downloads one ZIP with messages, transcript, files, tags, tasks, routine and appointments', async () => {
    const link = await exportOf(ana, LIA);
    expect(link.statusCode, link.body).toBe(200);
    const { url, fileName } = link.json() as { url: string; fileName: string };
    expect(fileName).toMatch(/^paciente-5511987650051-\d{4}-\d{2}-\d{2}\.zip$/);
    // Followed as a browser does: no token, the link alone.
    const res = await fetch(`${t.publicUrl}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const files = readZip(Buffer.from(await res.arrayBuffer()));
    const byName = new Map(files.map((f) => [f.name, f.bytes]));
    const names = files.map((f) => f.name);
    expect(names.slice(0, 2)).toEqual(['mensagens.json', 'conversa.html']);
    expect(names.slice(-6)).toEqual([
      'etiquetas.json',
      'tarefas.json',
      'rotina.json',
      'consultas.json',
      'notas-internas.json',
      'manifesto.json',
    ]);

    const messages = JSON.parse(byName.get('mensagens.json')!.toString('utf8')) as Array<{
      texto: string | null;
      tipo: string;
      daClinica: boolean;
      arquivo: string | null;
      enviadaPor: string;
    }>;
    expect(messages.map((m) => m.texto)).toEqual(
      expect.arrayContaining(['Bom dia! Posso remarcar?', 'Claro, Lia.']),
    );
    expect(JSON.stringify(messages)).not.toContain('Mensagem de outro paciente');
    // Who wrote each one, in the patient's words (the member's name for the clinic's own).
    const by = (texto: string) => messages.find((m) => m.texto === texto)!.enviadaPor;
    expect(by('Bom dia! Posso remarcar?')).toBe('Paciente');
    expect(by('Claro, Lia.')).toBe(ana.name);
    const audios = messages.filter((m) => m.tipo === 'audio');
    expect(audios).toHaveLength(2);
    // Each voice note is in midia/, whole and opened (not the sealed bytes on disk).
    const mine = audios.find((m) => m.daClinica)!;
    expect(byName.get(mine.arquivo!)!.equals(VOICE)).toBe(true);
    for (const a of audios) expect(byName.get(a.arquivo!)!.length).toBeGreaterThan(100);

    const html = byName.get('conversa.html')!.toString('utf8');
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('Conversa com Lia &lt;Prado&gt;');
    expect(html).not.toContain('Lia <Prado>');
    expect(html).toContain('Bom dia! Posso remarcar?');
    expect(html).toContain('Dados exportados da clínica');
    expect(html).toContain(`href="${mine.arquivo}"`);
    expect(html).toContain(`<audio controls preload="none" src="${mine.arquivo}">`);
    expect(html).toContain('Convênio');
    expect(html).toContain('Lembrar do exame');
    expect(html).toContain('Dr. Caio');

    expect(JSON.parse(byName.get('etiquetas.json')!.toString())).toEqual([
      { nome: 'Convênio', cor: '#10B981' },
    ]);
    expect(JSON.parse(byName.get('tarefas.json')!.toString())).toMatchObject([
      { mensagem: 'Lembrar do exame', situacao: 'pending', criadaPor: 'Dra. Ana Souza' },
    ]);
    expect(JSON.parse(byName.get('consultas.json')!.toString())).toMatchObject([
      { profissional: 'Dr. Caio', situacao: 'waiting', lembretes: [{ horasAntes: 24 }] },
    ]);
    expect(JSON.parse(byName.get('rotina.json')!.toString())).toHaveProperty('ultimaEtapaEnviada');
    const manifest = JSON.parse(byName.get('manifesto.json')!.toString()) as {
      paciente: { telefone: string };
      arquivos: Array<{ arquivo: string; bytes: number; sha256: string }>;
    };
    expect(manifest.paciente.telefone).toBe(LIA);
    expect(manifest.arquivos.map((f) => f.arquivo)).toEqual(names.slice(0, -1));
    const { createHash } = await import('node:crypto');
    for (const f of manifest.arquivos) {
      expect(f.bytes).toBe(byName.get(f.arquivo)!.length);
      expect(f.sha256).toBe(createHash('sha256').update(byName.get(f.arquivo)!).digest('hex'));
    }

    // The download, not the asking, is in the access log: who, which patient, from where.
    const entries = await t.database.db.select().from(accessLog);
    expect(entries.filter((e) => e.kind === 'patient-export')).toMatchObject([
      { userId: ana.id, chatId: LIA, userName: 'Dra. Ana Souza' },
    ]);
  });

  it('refuses another clinic, a changed link, a late link and an unknown chat, and records none', async () => {
    const before = (await t.database.db.select().from(accessLog)).filter(
      (e) => e.kind === 'patient-export',
    ).length;
    expect((await exportOf(stranger, LIA)).statusCode).toBe(404);
    expect((await exportOf(ana, '5511900000999')).statusCode).toBe(404);
    const { url } = (await exportOf(ana, LIA)).json() as { url: string };
    // The same ids and expiry signed for a media link (same server secret) open no export.
    const q = new URL(url, 'http://x').searchParams;
    const asMedia = createLinkSigner(t.config.jwtSecret, 'media').sign(
      [q.get('u')!, q.get('m')!, q.get('c')!, q.get('n')!],
      Number(q.get('exp')),
    );
    for (const forged of [
      url.replace(/sig=[^&]+/, `sig=${asMedia}`),
      url.replace(`c=${LIA}`, `c=${OTHER}`),
      url.replace(/u=[^&]+/, `u=${stranger.id}`),
      url.replace(/m=[^&]+/, `m=${stranger.id}`),
    ]) {
      const res = await t.app.inject({ url: forged });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('O link da exportação expirou. Peça a exportação de novo.');
    }
    t.clock.advance(6 * 60_000);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const after = (await t.database.db.select().from(accessLog)).filter(
      (e) => e.kind === 'patient-export',
    ).length;
    expect(after).toBe(before);
  });

  it('names each file by its cleaned type, never by the provider URL’s extension (review 3, finding 11)', async () => {
    // As an older server stored it: the provider URL's `.html` in the name, an image's type.
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(64)]);
    await storedFileOfLia('LEGADO-HTML', 'image', 'image/png', `legado-${Date.now()}.html`, png);
    const { url } = (await exportOf(ana, LIA)).json() as { url: string };
    const files = readZip(Buffer.from(await (await fetch(`${t.publicUrl}${url}`)).arrayBuffer()));
    const media = files.filter((f) => f.name.startsWith('midia/')).map((f) => f.name);
    expect(media.find((n) => n.includes('LEGADO-HTML'))).toMatch(/\.png$/);
    for (const name of media) expect(name, name).toMatch(/\.(mp3|ogg|wav|png|jpg|webp|pdf|bin)$/);
    const html = files.find((f) => f.name === 'conversa.html')!.bytes.toString('utf8');
    expect(html).not.toMatch(/midia\/[^"]*\.html/);
  });

  it('opens each link once, and writes at most two exports of a member at a time', async () => {
    const linkOf = async () => ((await exportOf(ana, LIA)).json() as { url: string }).url;
    const once = await linkOf();
    const first = await fetch(`${t.publicUrl}${once}`);
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    // Followed again within its minutes (from a browser's history, a shared screen): refused.
    const again = await fetch(`${t.publicUrl}${once}`);
    expect(again.status).toBe(404);
    expect(((await again.json()) as { message: string }).message).toBe(
      'O link da exportação expirou. Peça a exportação de novo.',
    );

    // A file large enough that a download not being read keeps its export open.
    const big = randomBytes(24 * 1024 * 1024);
    await storedFileOfLia('GRANDE', 'document', 'application/pdf', `grande-${Date.now()}.bin`, big);
    const open = [
      await fetch(`${t.publicUrl}${await linkOf()}`),
      await fetch(`${t.publicUrl}${await linkOf()}`),
    ];
    expect(open.map((r) => r.status)).toEqual([200, 200]);
    const third = await fetch(`${t.publicUrl}${await linkOf()}`);
    expect(third.status).toBe(429);
    expect(((await third.json()) as { message: string }).message).toBe(
      'Duas exportações suas ainda estão sendo baixadas. Espere uma terminar para começar outra.',
    );
    // Once the two are downloaded, a new export starts.
    await Promise.all(open.map((r) => r.arrayBuffer()));
    const next = await waitFor(
      async () => {
        const res = await fetch(`${t.publicUrl}${await linkOf()}`);
        // Read to the end, so the export finishes and the server has nothing left to send.
        await res.arrayBuffer();
        return res.status;
      },
      (status) => status === 200,
    );
    expect(next).toBe(200);
    await t.database.db.delete(messageRows).where(eq(messageRows.messageId, 'GRANDE'));
  });
});
