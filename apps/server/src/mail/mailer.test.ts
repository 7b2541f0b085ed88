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
