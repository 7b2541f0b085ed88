import { fileURLToPath } from 'node:url';

import { expect } from '@playwright/test';

/**
 * The mail window of this worker's SMTP sink (global-setup.ts starts one per worker, beside its
 * server): a worker reads only the mails its own server sent.
 */
export function inboxUrl(): string {
  const url = process.env[`E2E_INBOX_URL_${process.env.TEST_PARALLEL_INDEX ?? '0'}`];
  if (!url) throw new Error('sem caixa de e-mail para este worker (global-setup.ts não rodou?)');
  return url;
}

/** The mails the SMTP sink has received for `to`, oldest first. */
async function mailsTo(to: string): Promise<Array<{ text: string }>> {
  const res = await fetch(`${inboxUrl()}/?to=${encodeURIComponent(to)}`);
  return (await res.json()) as Array<{ text: string }>;
}

/**
 * What `pattern` finds (its first group, or the whole match) in the newest mail for `to`, once
 * there are more than `previous` mails: polled until it is there.
 */
async function fromNewestMail(
  to: string,
  pattern: RegExp,
  opts: { previous: number; timeout: number },
): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(to);
        if (mails.length <= opts.previous) return '';
        const match = pattern.exec(mails.at(-1)!.text);
        found = match?.[1] ?? match?.[0] ?? '';
        return found;
      },
      { timeout: opts.timeout },
    )
    .not.toBe('');
  return found;
}

/** The six-digit code of the newest mail the SMTP sink received for `to`. */
export const readCode = (to: string, previous = 0): Promise<string> =>
  fromNewestMail(to, /\b(\d{6})\b/, { previous, timeout: 10_000 });

/** How many mails the SMTP sink has received for `to`. */
export async function mailCount(to: string): Promise<number> {
  return (await mailsTo(to)).length;
}

/** The password reset link of the newest mail for `to`, after `previous` earlier mails. */
export const readResetLink = (to: string, previous = 0): Promise<string> =>
  fromNewestMail(to, /https?:\/\/\S+\/reset-password\?token=[\w-]+/, {
    previous,
    timeout: 10_000,
  });

/** The invitation token of the newest mail the SMTP sink received for `to`. */
export const invitationToken = (to: string): Promise<string> =>
  fromNewestMail(to, /\/convite\?token=([\w-]{43})/, { previous: 0, timeout: 15_000 });

let n = 0;
export const newEmail = () => `e2e.${Date.now().toString(36)}${n++}@clinica.test`;

/** Screenshots kept as CI artefacts, in e2e/artifacts/screens whatever the working folder. */
export const shot = (name: string) => ({
  path: fileURLToPath(new URL(`../artifacts/screens/${name}.png`, import.meta.url)),
  fullPage: true,
});
