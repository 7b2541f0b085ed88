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

/** The six-digit code of the newest mail the SMTP sink received for `to`. */
export async function readCode(to: string, previous = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${inboxUrl()}/?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as Array<{ text: string }>;
        if (mails.length <= previous) return '';
        code = /\b(\d{6})\b/.exec(mails[mails.length - 1]!.text)?.[1] ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** How many mails the SMTP sink has received for `to`. */
export async function mailCount(to: string): Promise<number> {
  const res = await fetch(`${inboxUrl()}/?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as unknown[]).length;
}

/** The password reset link of the newest mail for `to`, after `previous` earlier mails. */
export async function readResetLink(to: string, previous = 0): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${inboxUrl()}/?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as Array<{ text: string }>;
        if (mails.length <= previous) return '';
        link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mails.at(-1)!.text)?.[0] ?? '';
        return link;
      },
      { timeout: 10_000 },
    )
    .toContain('/reset-password?token=');
  return link;
}

let n = 0;
export const newEmail = () => `e2e.${Date.now().toString(36)}${n++}@clinica.test`;

/** Screenshots kept as CI artefacts, in e2e/artifacts/screens whatever the working folder. */
export const shot = (name: string) => ({
  path: fileURLToPath(new URL(`../artifacts/screens/${name}.png`, import.meta.url)),
  fullPage: true,
});
