import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test, type Page } from '@playwright/test';

import { expectAccessible } from '../support/axe.ts';
import { signInConnected, simulator } from '../support/demo.ts';

/**
 * Issue 53's texts an owner and a receptionist misread: 'Relatórios' says why answers count 0 s,
 * has a heatmap legend, a readable zone and dd/mm/aaaa days; the board's search shows the message
 * that matched, marked, and opens the chat at it. Each on a desktop and a phone, axe on each,
 * screenshots kept for a person to look at.
 */

const SCREENS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docs/screens/issue-53',
);

/** A day `days` before today, as the app types it (dd/mm/aaaa). */
const typedDay = (days: number) => {
  const d = new Date(Date.now() - days * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`;
};

const cardOf = (page: Page, name: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

for (const [label, viewport] of [
  ['desktop', { width: 1366, height: 768 }],
  ['celular', { width: 390, height: 844 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport });

    test(`Relatórios explains its figures and takes dd/mm/aaaa days (${label})`, async ({
      page,
      request,
    }) => {
      await signInConnected(page, request);
      await page.goto('/relatorios');
      await expect(page.getByRole('heading', { name: 'Relatórios', level: 1 })).toBeVisible();
      const answers = page.getByRole('region', { name: 'Tempo até a primeira resposta' });
      await expect(answers).toContainText('a contagem começa na abertura seguinte');
      await expect(page.getByText(/Datas no horário de Brasília/)).toBeVisible();
      await expect(page.getByText('America/Sao_Paulo')).toHaveCount(0);

      await page.getByRole('button', { name: 'Personalizado' }).click();
      const from = page.getByLabel('De', { exact: true });
      await expect(from).toHaveAttribute('placeholder', 'dd/mm/aaaa');
      await from.fill(typedDay(20));
      await page.getByLabel('Até', { exact: true }).fill(typedDay(1));
      const asked = page.waitForResponse((r) =>
        r.url().includes('/api/reports/answering?period=custom'),
      );
      await page.getByRole('button', { name: 'Aplicar' }).click();
      expect((await asked).status()).toBe(200);
      const heatmap = page.getByRole('region', { name: 'Respostas por dia da semana e hora' });
      await expect(heatmap).toBeVisible();
      if (await heatmap.locator('table').count())
        await expect(heatmap).toContainText('Mais rápida');
      await expectAccessible(page, `Relatórios (${label})`);
      mkdirSync(SCREENS, { recursive: true });
      await page.screenshot({
        path: path.join(SCREENS, `relatorios-${label}.png`),
        fullPage: true,
      });
    });

    test(`the board's search shows the message that matched and opens the chat at it (${label})`, async ({
      page,
      request,
    }) => {
      const instanceId = await signInConnected(page, request);
      const stamp = String(Date.now() % 1_000_000);
      const name = `Bia Busca ${stamp}`;
      const phone = `55118${stamp.padStart(8, '0')}`;
      const word = `jejum${stamp}`;
      await simulator(request, `/instances/${instanceId}/inbound`, {
        phone,
        name,
        message: `Boa tarde! ${word} de quantas horas para o exame de sangue de amanhã cedo?`,
      });
      await expect(cardOf(page, name)).toContainText(word);
      await simulator(request, `/instances/${instanceId}/inbound`, {
        phone,
        name,
        message: 'Obrigada!',
      });
      await expect(cardOf(page, name)).toContainText('Obrigada!');

      await page
        .getByRole('searchbox', { name: 'Buscar conversas por nome, telefone ou mensagem' })
        .fill(word);
      const card = cardOf(page, name);
      await expect(card.locator('mark')).toHaveText(word);
      await expect(card).not.toContainText('Obrigada!');
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SCREENS, `busca-quadro-${label}.png`) });

      await card.getByRole('button', { name: new RegExp(`^Abrir conversa ${name}`) }).click();
      const chat = page.getByRole('dialog', { name });
      const found = chat.locator('li[data-found]');
      await expect(found).toContainText(word);
      await expect(found).toBeInViewport();
      await expectAccessible(page, `conversa aberta na busca (${label})`);
      await page.screenshot({ path: path.join(SCREENS, `busca-conversa-${label}.png`) });
    });
  });
}
