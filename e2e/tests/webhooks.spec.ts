import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';

import { signInConnected, simulator } from '../support/demo.ts';

/** Issue 49's screenshots of 'Integrações' → 'Webhooks', kept beside its notes. */
const issueShot = (name: string) => ({
  path: fileURLToPath(new URL(`../../docs/screens/issue-49/${name}.png`, import.meta.url)),
  animations: 'disabled' as const,
});

interface Received {
  raw: string;
  headers: IncomingHttpHeaders;
}

/**
 * The clinic system's receiver, on a port the system picks: keeps each request and answers 204.
 * The demo server is not in production, so its address guard lets a loopback address through
 * (in production only public addresses are accepted).
 */
async function startReceiver() {
  const got: Received[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      got.push({ raw, headers: req.headers });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/conecta-${Date.now() % 100000}`,
    got,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const PHONE = '5511970004949';
const PATIENT = 'Helena Webhook';

test('webhooks: the Responsável adds an endpoint, a patient message reaches it signed, the log shows it delivered, and Reenviar sends it again', async ({
  page,
  request,
}) => {
  const receiver = await startReceiver();
  try {
    const instanceId = await signInConnected(page, request);
    await page.getByRole('button', { name: 'Integrações' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Integrações' });
    const form = dialog.getByRole('form', { name: 'Adicionar webhook' });
    await form.getByLabel('Endereço (URL)').fill(receiver.url);
    await form.getByLabel('Descrição (opcional)').fill('n8n da clínica');
    await form.getByRole('checkbox', { name: 'Mensagem recebida' }).click();
    await form.getByRole('button', { name: 'Adicionar webhook' }).click();

    // The secret, once.
    const notice = dialog.getByRole('region', { name: 'Copie o segredo agora' });
    const secretField = notice.getByRole('textbox');
    await expect(secretField).toHaveValue(/^whsec_/);
    const secret = await secretField.inputValue();
    await dialog.getByRole('button', { name: 'Já guardei o segredo' }).click();
    await expect(page.getByText(secret)).toHaveCount(0);

    // A patient writes (the simulator): the receiver gets the event, signed.
    await simulator(request, `/instances/${instanceId}/inbound`, {
      phone: PHONE,
      name: PATIENT,
      message: 'Olá, quero confirmar minha consulta',
    });
    // The demo's simulator has other patients writing too: each request is verified, and the
    // one for this patient's message is looked for among them.
    const wh = new Webhook(secret);
    const verified = (r: Received) =>
      wh.verify(r.raw, {
        'webhook-id': String(r.headers['webhook-id']),
        'webhook-timestamp': String(r.headers['webhook-timestamp']),
        'webhook-signature': String(r.headers['webhook-signature']),
      }) as { type: string; data: { chatId: string } };
    const ours = () => receiver.got.find((r) => verified(r).data.chatId === PHONE);
    await expect.poll(() => ours() !== undefined, { timeout: 20_000 }).toBe(true);
    expect(verified(ours()!)).toMatchObject({ type: 'message.received', data: { chatId: PHONE } });
    expect(receiver.got.every((r) => verified(r).type === 'message.received')).toBe(true);

    // The delivery log says delivered; 'Reenviar' sends the same event (same webhook-id) again.
    const list = dialog.getByRole('list', { name: 'Webhooks cadastrados' });
    const item = list.getByRole('listitem').filter({ hasText: receiver.url });
    await item.getByRole('button', { name: 'Entregas' }).click();
    const log = item.getByRole('list', { name: `Entregas para ${receiver.url}` });
    await expect(log.getByText('Entregue').first()).toBeVisible();
    await expect(log.getByText('Mensagem recebida').first()).toBeVisible();
    await page.setViewportSize({ width: 1366, height: 768 });
    await item.scrollIntoViewIfNeeded();
    await page.screenshot(issueShot('webhooks-delivered-1366'));
    await page.setViewportSize({ width: 390, height: 844 });
    await item.scrollIntoViewIfNeeded();
    await page.screenshot(issueShot('webhooks-delivered-390'));
    await page.setViewportSize({ width: 1366, height: 860 });
    const before = receiver.got.length;
    await log.getByRole('button', { name: 'Reenviar' }).first().click();
    await expect(page.getByText('Entrega colocada na fila de novo').first()).toBeVisible();
    await expect.poll(() => receiver.got.length, { timeout: 20_000 }).toBeGreaterThan(before);
    // The log lists the newest first (another patient's, maybe): the one sent again is one the
    // receiver already had, under the same id.
    const again = receiver.got.at(-1)!;
    expect(receiver.got.slice(0, before).map((r) => r.headers['webhook-id'])).toContain(
      again.headers['webhook-id'],
    );

    // 'Editar': off, then removed, so the next journeys start without it.
    await item.getByRole('button', { name: `Editar o webhook ${receiver.url}` }).click();
    const edit = dialog.getByRole('form', { name: `Editar o webhook ${receiver.url}` });
    await edit.getByRole('checkbox', { name: 'Mensagem recebida' }).click();
    await edit.getByRole('checkbox', { name: 'Conversa mudou de coluna' }).click();
    await edit.getByRole('checkbox', { name: 'Ativo: recebe os eventos escolhidos' }).click();
    await page.setViewportSize({ width: 1366, height: 768 });
    await edit.scrollIntoViewIfNeeded();
    await page.screenshot(issueShot('webhooks-edit-1366'));
    await page.setViewportSize({ width: 390, height: 844 });
    await edit.scrollIntoViewIfNeeded();
    await page.screenshot(issueShot('webhooks-edit-390'));
    await page.setViewportSize({ width: 1366, height: 860 });
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Webhook atualizado').first()).toBeVisible();
    await expect(item.getByText('Desativado', { exact: true })).toBeVisible();
    await expect(item.getByText('Conversa mudou de coluna')).toBeVisible();
    await item.getByRole('button', { name: `Excluir o webhook ${receiver.url}` }).click();
    await expect(list.getByText(receiver.url)).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});
