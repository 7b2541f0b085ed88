import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';

import { signInConnected } from '../support/demo.ts';

const SCREENS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docs/screens/issue-35',
);

/** 'Relatórios' from the menu: the figures of the demo clinic, another period, a CSV. */
test('Relatórios: opens from the menu, changes the period and downloads a CSV', async ({
  page,
  request,
}) => {
  await signInConnected(page, request);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .first()
    .getByRole('link', { name: 'Relatórios' })
    .click();
  await expect(page).toHaveURL(/\/relatorios$/);
  await expect(page.getByRole('heading', { name: 'Relatórios', level: 1 })).toBeVisible();
  const perDay = page.getByRole('region', { name: 'Mensagens por dia' });
  await expect(perDay).toBeVisible();
  // The chart is drawn (uPlot's canvas arrived with the page's own chunk).
  await expect(perDay.locator('canvas').first()).toBeVisible();

  const asked = page.waitForResponse((r) => r.url().includes('/api/reports/answering?period=7d'));
  await page.getByRole('button', { name: '7 dias' }).click();
  expect((await asked).status()).toBe(200);
  await expect(page.getByRole('button', { name: '7 dias' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Seven days, seven rows (and the header) in the table behind the chart.
  await perDay.getByRole('button', { name: 'Ver tabela' }).click();
  // (uPlot's legend is a table too, hidden from the accessibility tree with the chart.)
  const table = perDay.getByRole('table', { name: 'Mensagens por dia' });
  await expect(table.getByRole('row')).toHaveCount(8);

  const downloading = page.waitForEvent('download');
  await perDay.getByRole('button', { name: 'Baixar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^relatorio-mensagens-por-dia-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('Dia;Recebidas;Enviadas');
  expect(lines).toHaveLength(8);

  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, 'relatorios-7-dias.png'), fullPage: true });

  // The demo's month (written once the number's chats synced): every figure has data in 30 days.
  await page.getByRole('button', { name: '30 dias' }).click();
  const scores = page.getByRole('region', { name: 'Satisfação por profissional' });
  await expect(async () => {
    await page.reload();
    // A page of a dozen figures takes seconds on a busy machine: each look waits for it.
    await expect(scores.getByRole('cell', { name: 'Dra. Ana Ribeiro' })).toBeVisible({
      timeout: 15_000,
    });
  }).toPass({ timeout: 60_000 });
  const attendance = page.getByRole('region', { name: 'Comparecimento', exact: true });
  await attendance.getByRole('button', { name: 'Ver tabela' }).click();
  await expect(attendance.getByRole('cell', { name: 'Dr. Paulo Mendes' })).toBeVisible();
  // Each chart as the owner sees it, drawn (a canvas) and kept for a person to look at. After the
  // reload the charts' own chunk may still be on its way when the tables are there: wait for it.
  const charts = page.getByRole('region').filter({ has: page.locator('canvas') });
  await expect.poll(() => charts.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
  for (const region of await charts.all()) {
    const name = await region.getByRole('heading').first().innerText();
    await region.scrollIntoViewIfNeeded();
    await region.screenshot({ path: path.join(SCREENS, `mes-${slug(name)}.png`) });
  }
  await page.screenshot({ path: path.join(SCREENS, 'relatorios-30-dias.png'), fullPage: true });
});

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
