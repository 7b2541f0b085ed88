import { fileURLToPath } from 'node:url';

import { expect } from '@playwright/test';

/** The six-digit code of the newest mail the SMTP sink received for `to`. */
export async function readCode(to: string, previous = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${process.env.E2E_INBOX_URL}/?to=${encodeURIComponent(to)}`);
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

let n = 0;
export const newEmail = () => `e2e.${Date.now().toString(36)}${n++}@clinica.test`;

/** Screenshots kept as CI artefacts, in e2e/artifacts/screens whatever the working folder. */
export const shot = (name: string) => ({
  path: fileURLToPath(new URL(`../artifacts/screens/${name}.png`, import.meta.url)),
  fullPage: true,
});
