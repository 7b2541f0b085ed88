import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { MSG } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app.ts';
import { restoreCommand } from '../src/backup/restore-command.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { clinicWithVoiceNote, type StoredAudio } from './helpers/clinic-with-voice-note.ts';
import { joinClinic } from './helpers/join-clinic.ts';
import { signInAdmin } from './helpers/admin-user.ts';
import { callAs, localDateInDays, signUp } from './helpers/test-app.ts';
import { waitFor } from './helpers/wait-for.ts';

/**
 * Backups of the embedded database, end to end on one clinic: its chat with a patient's message,
 * a reply, a voice note stored in the media folder, a task, an appointment and a second member.
 * The backup is made by the running app while a webhook arrives, restored into a new folder by
 * the restore command, and a second app started on that folder finds all of it; damaged files are
 * refused. PGlite whatever the run: PostgreSQL is backed up with pg_dump, not by the app.
 */
const PHONE = '5511955550123';
const KEY = 'chave-das-copias-de-seguranca-do-teste-0123456789';
const root = mkdtempSync(path.join(tmpdir(), 'cc-backup-'));
const backupDir = path.join(root, 'copias');
let c: Awaited<ReturnType<typeof clinicWithVoiceNote>>;

beforeAll(async () => {
  c = await clinicWithVoiceNote({
    phone: PHONE,
    instanceId: 'inst-backup',
    embedded: true,
    env: { BACKUP_DIR: backupDir, BACKUP_KEY: KEY, BACKUP_KEEP: '2', BACKUP_HOUR: '3' },
  });
}, 120_000);
afterAll(async () => {
  await c?.close();
  rmSync(root, { recursive: true, force: true });
});

const messagesOf = async (app: typeof c.t.app, token: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/dashboard/messages/${PHONE}?t=${Date.now()}`,
      headers: { authorization: `Bearer ${token}` },
    })
  ).json() as { messages: Array<{ content: string; fromMe: boolean }>; audios: StoredAudio[] };

describe('a backup of the embedded database', () => {
  let file: string;

  it('is made by the running server while a webhook arrives, and restored into a new folder that a server opens with every message, file and member', async () => {
    const { t, user } = c;
    const sent = await callAs(t, user.token, 'POST', '/dashboard/messages/send', {
      chatId: PHONE,
      phone: PHONE,
      message: 'Bom dia, Lia! Podemos ajudar?',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const task = await callAs(t, user.token, 'POST', '/api/tasks', {
      chatId: PHONE,
      message: 'Confirmar a consulta',
      scheduledDate: localDateInDays(2, t.clock),
    });
    expect(task.statusCode, task.body).toBe(201);
    const appointment = await callAs(t, user.token, 'POST', '/dashboard/appointments', {
      chatId: PHONE,
      startsAt: localDateInDays(3, t.clock),
      professional: 'Dra. Ana Souza',
    });
    expect(appointment.statusCode, appointment.body).toBe(201);
    await joinClinic(t, user.token, { name: 'Bruno Lima' });
    const voice = (await c.audios()).find((a) => !a.fromMe)!;
    const voiceBytes = (await t.app.inject({ url: voice.audioUrl! })).rawPayload;
    expect(voiceBytes.length).toBeGreaterThan(0);

    // A server's lock in the folder, naming a live process: not carried into the restored one.
    writeFileSync(path.join(t.config.dataDir, 'conecta.lock'), String(process.pid));

    // The webhook and the backup at once: the backup waits for no one, and the message is kept.
    const [outcome] = await Promise.all([
      t.app.services.backups.runNow(),
      c.inbound({ message: 'Chegou durante a cópia' }),
    ]);
    expect(outcome).toMatchObject({ ok: true });
    file = outcome.file!;
    expect(readdirSync(backupDir)).toEqual([path.basename(file)]);
    await waitFor(
      () => messagesOf(t.app, user.token),
      (m) => m.messages.some((x) => x.content === 'Chegou durante a cópia'),
    );
    // The backup is encrypted: no message, no secret in clear in it.
    const raw = readFileSync(file);
    expect(raw.includes(Buffer.from('Bom dia, Lia'))).toBe(false);
    expect(raw.includes(Buffer.from(readFileSync(path.join(t.config.dataDir, 'jwt-secret'))))).toBe(
      false,
    );

    // The Responsável sees it; an Atendente does not.
    const status = await callAs(t, user.token, 'GET', '/dashboard/backups/status');
    expect(status.json()).toEqual({
      kind: 'embedded',
      last: { at: expect.any(String), bytes: statSync(file).size },
      failedAt: null,
    });

    const target = path.join(root, 'restaurado');
    const restored = await restoreCommand([file], { DATA_DIR: target, BACKUP_KEY: KEY }, root);
    expect(restored.out.join('\n')).toContain(`Pronto: dados restaurados em ${target}`);
    expect(restored.code).toBe(0);
    expect(readdirSync(target)).not.toContain('conecta.lock');
    expect(readdirSync(target)).toContain('PG_VERSION');
    // Into a folder that holds something: refused, in pt-BR, and nothing touched.
    const again = await restoreCommand([file], { DATA_DIR: target, BACKUP_KEY: KEY }, root);
    expect(again).toEqual({ code: 1, out: [MSG.backups.cli.restoreNotEmpty(target)] });

    // A server on the restored folder: its own secrets (the old session still signs in, the
    // media key opens the voice note), the chat, the reply, the task and the member.
    const database = await openDatabase({ dataDir: target });
    await database.migrate();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: target, LOG_LEVEL: 'silent' }),
      database,
      clock: t.clock.now,
      webDist: '/nonexistent',
      logger: false,
    });
    try {
      await app.ready();
      const as = (url: string) =>
        app.inject({ url, headers: { authorization: `Bearer ${user.token}` } });
      const history = await messagesOf(app, user.token);
      expect(history.messages.map((m) => m.content)).toEqual(
        expect.arrayContaining(['Oi', 'Bom dia, Lia! Podemos ajudar?']),
      );
      const theirs = history.audios.find((a) => !a.fromMe)!;
      const file2 = await app.inject({ url: theirs.audioUrl! });
      expect(file2.statusCode).toBe(200);
      expect(file2.rawPayload.equals(voiceBytes)).toBe(true);
      const tasks = (await as(`/api/tasks/chat/${PHONE}/all`)).json().tasks as Array<{
        message: string;
      }>;
      expect(tasks.map((x) => x.message)).toEqual(['Confirmar a consulta']);
      const booked = (await as(`/dashboard/chats/${PHONE}/appointments`)).json()
        .appointments as Array<{ professional: string }>;
      expect(booked.map((a) => a.professional)).toEqual(['Dra. Ana Souza']);
      const members = (await as('/dashboard/team')).json().members as Array<{ name: string }>;
      expect(members.map((m) => m.name)).toContain('Bruno Lima');
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);

  it('is refused whole when cut off (as by kill -9) or changed, leaving the folder empty', async () => {
    const cut = path.join(root, 'cortada.backup');
    copyFileSync(file, cut);
    truncateSync(cut, statSync(cut).size - 1000);
    const changed = path.join(root, 'alterada.backup');
    const bytes = readFileSync(file);
    bytes[Math.floor(bytes.length / 2)]! ^= 1;
    writeFileSync(changed, bytes);
    for (const bad of [cut, changed]) {
      const target = path.join(root, `vazia-${path.basename(bad)}`);
      const res = await restoreCommand([bad], { DATA_DIR: target, BACKUP_KEY: KEY }, root);
      expect(res).toEqual({
        code: 1,
        out: [MSG.backups.cli.restoreRefused('arquivo danificado, incompleto ou de outra chave')],
      });
      expect(existsSync(target)).toBe(false);
    }
    // Nor anything half-written beside it.
    expect(readdirSync(root).filter((n) => n.includes('restaurando'))).toEqual([]);
    // The right file with another key is refused the same way.
    const other = await restoreCommand(
      [file],
      { DATA_DIR: path.join(root, 'outra-chave'), BACKUP_KEY: 'x'.repeat(40) },
      root,
    );
    expect(other.code).toBe(1);
    expect(other.out[0]).toMatch(
      /^Esta cópia não pode ser restaurada: arquivo danificado, incompleto ou de outra chave/,
    );

    // This machine's disk failing is not the backup's fault, and is not told as if it were.
    writeFileSync(path.join(root, 'um-arquivo'), '');
    const disk = await restoreCommand(
      [file],
      { DATA_DIR: path.join(root, 'um-arquivo', 'dados'), BACKUP_KEY: KEY },
      root,
    );
    expect(disk.code).toBe(1);
    expect(disk.out[0]).toMatch(/^A restauração parou por um erro ao gravar no disco \(ENOTDIR/);
    expect(disk.out[0]).toContain('A cópia pode estar boa');
  }, 60_000);

  it('restores into the empty folder a DATA_DIR link names, leaving the link', async () => {
    const real = path.join(root, 'disco-dos-dados');
    mkdirSync(real);
    const link = path.join(root, 'dados-link');
    symlinkSync(real, link);
    const res = await restoreCommand([file], { DATA_DIR: link, BACKUP_KEY: KEY }, root);
    expect(res.code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readdirSync(real)).toContain('PG_VERSION');
    // A link to a folder not made yet: made where it points.
    const later = path.join(root, 'disco-ainda-sem-pasta');
    const dangling = path.join(root, 'dados-link-novo');
    symlinkSync(later, dangling);
    const res2 = await restoreCommand([file], { DATA_DIR: dangling, BACKUP_KEY: KEY }, root);
    expect(res2.code).toBe(0);
    expect(readdirSync(later)).toContain('PG_VERSION');
  }, 60_000);

  it('runs daily at BACKUP_HOUR on the app clock, keeps BACKUP_KEEP, and mails the Responsável when it fails', async () => {
    const { t, user } = c;
    // A stranger who only signed up is the Responsável of a clinic too; an admin runs the server.
    const stranger = await signUp(t, 'Pessoa Qualquer');
    const admin = await signInAdmin(t);
    const backups = t.app.services.backups;
    // Not again before the next 03:00 (São Paulo) since the one above.
    expect(await backups.runOnce()).toBe(0);
    t.clock.advance(86_400_000);
    expect(await backups.runOnce()).toBe(1);
    expect(await backups.runOnce()).toBe(0);
    t.clock.advance(86_400_000);
    expect(await backups.runOnce()).toBe(1);
    // Three made, two kept (BACKUP_KEEP=2), the first one gone.
    const kept = readdirSync(backupDir);
    expect(kept).toHaveLength(2);
    expect(kept).not.toContain(path.basename(file));

    // The folder cannot be written (a file where it should be): the backup fails and says so.
    rmSync(backupDir, { recursive: true });
    writeFileSync(backupDir, '');
    t.clock.advance(86_400_000);
    expect(await backups.runOnce()).toBe(1);
    const mail = await t.smtp.waitFor(user.email);
    expect(mail.subject).toBe(MSG.backups.mail.subject);
    // Issue 47: a tenant reads a plain sentence, never the server's error (its paths, its errno,
    // an S3 bucket); the administrator, who runs the server, reads it whole.
    const toAdmin = await t.smtp.waitFor(admin.email);
    expect(toAdmin.subject).toBe(MSG.backups.mail.subject);
    expect(toAdmin.text).toContain(backupDir);
    expect(toAdmin.text).toMatch(/\bE[A-Z]{3,}\b/);
    for (const tenant of [mail, await t.smtp.waitFor(stranger.email, 1)]) {
      expect(tenant.subject).toBe(MSG.backups.mail.subject);
      for (const body of [tenant.text, tenant.html]) {
        expect(body).not.toContain(root);
        expect(body).not.toMatch(/\bE[A-Z]{3,}\b/);
        expect(body).not.toMatch(/errno|mkdir|copias/i);
      }
      expect(tenant.text).toContain(MSG.backups.mail.tenantBody);
    }
    // Days later the session has expired: the service answers what the route serves.
    const status = await backups.status();
    expect(status.failedAt).toEqual(expect.any(String));
    expect(status.last).not.toBeNull();
    rmSync(backupDir);
  }, 60_000);
});
