import { expect, test } from '@playwright/test';

import { signInConnected, simulator } from '../support/demo.ts';

test('the board shows a red banner while the phone is away, and it goes when the phone is back', async ({
  page,
  request,
}) => {
  const instanceId = await signInConnected(page, request);
  const banner = page.getByRole('alert').filter({ hasText: /^WhatsApp desconectado desde / });

  // The phone drops: the provider's webhook reaches the server, the stream the board.
  await simulator(request, `/instances/${instanceId}/disconnect`);
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await expect(banner).toHaveText(
    /^WhatsApp desconectado desde (\d\d\/\d\d )?\d\d:\d\d—reconectar$/,
  );
  // The QR dialog opens on its own; closed, the banner still says it, and 'reconectar' reopens it.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Conectar WhatsApp Business')).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'reconectar' }).click();
  await expect(dialog.getByText('Conectar WhatsApp Business')).toBeVisible();

  // The phone scans again: the banner goes, without a reload.
  await simulator(request, `/instances/${instanceId}/scan`);
  await expect(banner).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Enquanto esteve desconectado' })).toBeVisible({
    timeout: 15_000,
  });
});
