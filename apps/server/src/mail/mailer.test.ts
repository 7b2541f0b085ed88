import pino from 'pino';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';

import { createMailer } from './mailer.ts';
import { signupCodeMail } from './templates.ts';

describe('createMailer without SMTP', () => {
  it('writes the mail to the log so a demo can read the code', async () => {
    const lines: string[] = [];
    const log = pino(
      new Writable({
        write(chunk: Buffer, _e, cb) {
          lines.push(chunk.toString());
          cb();
        },
      }),
    );
    const mailer = createMailer({ smtpUrl: undefined, from: 'x@y.z', log });
    expect(mailer.toLog).toBe(true);
    await mailer.send(signupCodeMail('ana@clinica.test', 'Ana', '042042'));
    expect(lines.join('')).toContain('ana@clinica.test');
    expect(lines.join('')).toContain('042042');
  });
});

describe('signupCodeMail', () => {
  it('escapes the name in the HTML version', () => {
    const mail = signupCodeMail('a@b.co', '<b>Ana</b>', '123456');
    expect(mail.html).not.toContain('<b>Ana</b>');
    expect(mail.text).toContain('123456');
  });
});

describe('createMailer over smtp://', () => {
  it('refuses to send, password and all, to a server that does not offer STARTTLS', async () => {
    const { SMTPServer } = await import('smtp-server');
    const seen: string[] = [];
    // What an attacker who strips STARTTLS looks like: plain SMTP that takes any login.
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        seen.push(`auth ${auth.password ?? ''}`);
        callback(null, { user: auth.username });
      },
      onData(stream, _session, callback) {
        seen.push('data');
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://clinica:senha-do-smtp@127.0.0.1:${port}`,
        from: 'x@y.z',
        log: pino({ level: 'silent' }),
      });
      await expect(
        mailer.send(signupCodeMail('ana@clinica.test', 'Ana', '042042')),
      ).rejects.toThrow();
      expect(seen).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
