import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';

import { expectAccessible } from '../support/axe.ts';
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

/** Issue 53: 'Relatórios' was 482 px wide on a 390 px phone and the funnel's names overlapped. */
const ISSUE_53 = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docs/screens/issue-53',
);

test('@phone-only Relatórios fits a 390 px phone, its tables and charts included', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  mkdirSync(ISSUE_53, { recursive: true });
  await signInConnected(page, request);
  await page.goto('/relatorios');
  await expect(page.getByRole('heading', { name: 'Relatórios', level: 1 })).toBeVisible();
  // The demo's month: every figure has data in 30 days (written once the number's chats synced).
  await page.getByRole('button', { name: '30 dias' }).click();
  const scores = page.getByRole('region', { name: 'Satisfação por profissional' });
  await expect(async () => {
    await page.reload();
    await expect(scores.getByRole('cell', { name: 'Dra. Ana Ribeiro' })).toBeVisible({
      timeout: 15_000,
    });
  }).toPass({ timeout: 60_000 });
  const charts = page
    .getByRole('region')
    .filter({ has: page.locator('canvas, [data-chart-rows]') });
  await expect.poll(() => charts.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
  const width = () => page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(await width()).toBeLessThanOrEqual(390);

  // The funnel's seven columns have no room for their names under them: drawn as rows instead.
  const funnel = page.getByRole('region', { name: 'Funil do quadro', exact: true });
  await expect(funnel.locator('[data-chart-rows]')).toBeVisible();
  await expect(funnel.locator('canvas')).toHaveCount(0);
  // Each card stays inside the screen.
  for (const region of await page.getByRole('region').all()) {
    const box = await region.boundingBox();
    if (box) expect(box.x + box.width, await region.innerText()).toBeLessThanOrEqual(390);
  }
  // The answers heatmap: the weekdays across and the hours down, nothing scrolling sideways.
  const heatmap = page.getByRole('region', { name: 'Respostas por dia da semana e hora' });
  const grid = heatmap.locator('table').first();
  await expect(grid).toBeVisible();
  const box = (await grid.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(
    await grid.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth),
  ).toBe(true);
  await heatmap.scrollIntoViewIfNeeded();
  await heatmap.screenshot({ path: path.join(ISSUE_53, 'relatorios-mapa-390.png') });
  await page.screenshot({ path: path.join(ISSUE_53, 'relatorios-390.png'), fullPage: true });
  await expectAccessible(page, 'Relatórios no celular');

  // A table of seven columns, shown, scrolls inside its card: the page keeps its width.
  const first = page.getByRole('region', { name: 'Tempo até a primeira resposta', exact: true });
  await first.getByRole('button', { name: 'Ver tabela' }).click();
  await expect(first.getByRole('table', { name: 'Tempo até a primeira resposta' })).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(390);
  await first.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ISSUE_53, 'relatorios-tabela-390.png') });

  // On a computer: the funnel is a column chart again, and the page as wide as the window.
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(funnel.locator('canvas')).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(1366);
  await page.screenshot({ path: path.join(ISSUE_53, 'relatorios-1366.png'), fullPage: true });
  await expectAccessible(page, 'Relatórios no computador');
});

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
