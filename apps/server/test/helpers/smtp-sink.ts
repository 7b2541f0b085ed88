import type { AddressInfo } from 'node:net';

import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startSmtpSink() {
  const mails: ReceivedMail[] = [];
  let delayMs = 0;
  const waiters: Array<() => void> = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) {
        return callback(
          Object.assign(new Error('Caixa postal indisponível'), { responseCode: 550 }),
        );
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          mails.push({
            to: to?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          waiters.splice(0).forEach((w) => w());
          setTimeout(() => callback(), delayMs);
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    /** From now on, mail to `address` is refused (550), like a mailbox that does not exist. */
    refuse(address: string) {
      refused.add(address.toLowerCase());
    },
    /** Holds each answer back by `ms`, like a slow mail provider. */
    slowDown(ms: number) {
      delayMs = ms;
    },
    /** The newest mail to `to` after `count` earlier ones, waiting up to 5 s for it. */
    async waitFor(to: string, count = 0): Promise<ReceivedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = mails.filter((m) => m.to === to.toLowerCase());
        if (found.length > count) return found[found.length - 1]!;
        if (Date.now() > deadline) throw new Error(`nenhum e-mail para ${to}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

export const codeFrom = (mail: ReceivedMail): string => {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error('e-mail sem código');
  return match[1]!;
};
