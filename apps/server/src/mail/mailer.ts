import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** True when there is no SMTP server and mails are written to the log instead. */
  readonly toLog: boolean;
}

/** SMTP when a URL is configured; otherwise the log, so a demo can still read its codes. */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (!opts.smtpUrl) {
    return {
      toLog: true,
      async send(message) {
        opts.log.info(
          { mail: { to: message.to, subject: message.subject } },
          `E-mail (sem SMTP configurado) para ${message.to}: ${message.text}`,
        );
      },
    };
  }
  const url = new URL(opts.smtpUrl);
  // Local sinks and relays inside a private network often speak plain SMTP: said by name only.
  const plain = url.searchParams.get('ignoreTLS') === 'true';
  const transport = createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    ignoreTLS: plain,
    // smtp:// upgrades with STARTTLS or does not send: an attacker who strips STARTTLS from the
    // server's answer would otherwise read the password and the codes in the clear.
    requireTLS: !plain && url.protocol === 'smtp:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
  });
  return {
    toLog: false,
    async send(message) {
      await transport.sendMail({ from: opts.from, ...message });
    },
  };
}
