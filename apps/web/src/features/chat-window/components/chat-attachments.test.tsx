import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '@/app/query-client';
import { STORAGE_KEYS } from '@/lib/session-store';
import { makeChat, makeTextMessage } from '@/test/chat-fixture';
import { FakeXhr, stubXhr } from '@/test/fake-xhr';
import { renderSignedIn } from '@/test/render-signed-in';
import { dashboardSession } from '@/test/session-fixture';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { ChatWindow } from './chat-window';

// Files from the chat window, and quoted replies.
const CHAT = makeChat({ chatId: '5511987654321', phone: '5511987654321', name: 'Maria Souza' });
const PATIENT = makeTextMessage({
  id: 'm1',
  messageId: 'wa-1',
  content: 'Qual o preparo do exame?',
  timestamp: new Date(Date.now() - 60_000).toISOString(),
});
const REPLY = makeTextMessage({
  id: 'm2',
  messageId: 'wa-2',
  content: 'Obrigada!',
  timestamp: new Date(Date.now() - 30_000).toISOString(),
  quoted: { messageId: 'wa-0', fromMe: true, preview: '📄 preparo.pdf' },
});
const LIST = {
  success: true,
  messages: [PATIENT, REPLY],
  audios: [],
  cursor: '100',
  older: null,
  reset: false,
};
const SENT = {
  success: true,
  message: 'ok',
  data: { id: 's1', messageId: 'wa-9', status: 'SENT' },
};
const SESSION = dashboardSession({
  user: { name: 'Ana Lima', email: 'ana@clinica.test' },
  clinic: { members: 1 },
});

type Handler = (body: unknown) => [number, unknown] | Promise<[number, unknown]>;

function renderWindow(routes: Record<string, Handler>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body });
    const all: Record<string, Handler> = {
      [`GET /dashboard/messages/${CHAT.chatId}`]: () => [200, LIST],
      [`PUT /dashboard/chats/${CHAT.chatId}/mark-read`]: () => [200, { success: true }],
      ...routes,
    };
    const route = all[key];
    if (!route) throw new TypeError(`fetch failed: ${key}`);
    const [status, data] = await route(body);
    return new Response(JSON.stringify(data), { status });
  });
  renderSignedIn(<ChatWindow chat={CHAT} userId="u1" onClosed={() => {}} />, {
    session: SESSION,
    queryClient: createQueryClient(),
  });
  return {
    dialog: screen.getByRole('dialog', { name: 'Maria Souza' }),
    calls: (key: string) => calls.filter((c) => c.key === key),
  };
}

const pdf = (name = 'preparo.pdf', bytes = 1536) =>
  new File([new Uint8Array(bytes).fill(0x25)], name, { type: 'application/pdf' });

beforeEach(() => {
  stubResizeObserver();
  // A file goes by XMLHttpRequest (its upload's progress); answered by the same stubbed fetch.
  stubXhr({ overFetch: true });
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('attachments in the chat window', () => {
  it('picks a PDF with the paperclip, shows it with its size, and sends it with the caption', async () => {
    let answer: (value: [number, unknown]) => void = () => {};
    const { dialog, calls } = renderWindow({
      'POST /dashboard/messages/send-file': () => new Promise((resolve) => (answer = resolve)),
    });
    await within(dialog).findByText('Qual o preparo do exame?');
    const attach = within(dialog).getByRole('button', { name: 'Anexar arquivo' });
    expect(attach).toBeTruthy();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toContain('application/pdf');
    fireEvent.change(input, { target: { files: [pdf()] } });

    const chip = within(dialog).getByRole('group', { name: 'Arquivo a enviar' });
    expect(within(chip).getByText('preparo.pdf')).toBeTruthy();
    expect(within(chip).getByText('1,5 KB')).toBeTruthy();
    const field = within(dialog).getByRole('textbox', { name: 'Mensagem' });
    expect(field.getAttribute('placeholder')).toBe('Legenda (opcional)');
    fireEvent.change(field, { target: { value: 'Segue o preparo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar arquivo' }));

    expect(
      await within(dialog).findByRole('progressbar', { name: 'Enviando arquivo...' }),
    ).toBeTruthy();
    await waitFor(() => expect(calls('POST /dashboard/messages/send-file')).toHaveLength(1));
    const body = calls('POST /dashboard/messages/send-file')[0]!.body as Record<string, string>;
    expect(body).toMatchObject({
      chatId: CHAT.chatId,
      phone: CHAT.chatId,
      fileName: 'preparo.pdf',
      caption: 'Segue o preparo',
    });
    expect(body.file).toMatch(/^data:application\/pdf;base64,JSUl/);
    expect(within(dialog).queryByRole('group', { name: 'Arquivo a enviar' })).toBeNull();
    // The upload's progress shows on the bubble; once all of it is there, it waits for the send.
    const upload = FakeXhr.sent[0]!;
    act(() => upload.progress(42, 100));
    const bar = within(dialog).getByRole('progressbar', { name: 'Enviando arquivo...' });
    expect(within(bar).getByText('Enviando 42%')).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    act(() => upload.progress(100, 100));
    expect(within(bar).getByText('Enviando arquivo...')).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
    await act(async () => answer([200, SENT]));
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).toBeNull());
  });

  it('says in pt-BR why a file cannot go, and removes a chosen one with its X', async () => {
    const { dialog } = renderWindow({});
    await within(dialog).findByText('Qual o preparo do exame?');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    const html = new File(['<b>'], 'pagina.html', { type: 'text/html' });
    fireEvent.change(input, { target: { files: [html] } });
    expect(await within(dialog).findByText(/Tipo de arquivo não permitido/)).toBeTruthy();
    fireEvent.change(input, { target: { files: [pdf('exame.pdf')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover anexo exame.pdf' }));
    expect(within(dialog).queryByRole('group', { name: 'Arquivo a enviar' })).toBeNull();
  });

  it('takes a file dropped on the window and a picture pasted into the field', async () => {
    const { dialog } = renderWindow({});
    await within(dialog).findByText('Qual o preparo do exame?');
    const zone = dialog.querySelector('[data-testid="chat-drop-zone"]')!;
    const files = [pdf('guia.pdf')];
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files, dropEffect: 'none' } });
    expect(within(dialog).getByText('Solte o arquivo para anexar')).toBeTruthy();
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files } });
    expect(within(dialog).getByText('guia.pdf')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover anexo guia.pdf' }));

    const field = within(dialog).getByRole('textbox', { name: 'Mensagem' });
    const png = new File([new Uint8Array(10)], 'image.png', { type: 'image/png' });
    fireEvent.paste(field, { clipboardData: { files: [png], types: ['Files'] } });
    const chip = within(dialog).getByRole('group', { name: 'Arquivo a enviar' });
    expect(within(chip).getByText('image.png')).toBeTruthy();
  });
});

describe('replies', () => {
  it("'Responder' quotes the message above the field, named for the patient, and sends its id as replyTo", async () => {
    const { dialog, calls } = renderWindow({
      'POST /dashboard/messages/send': () => [200, SENT],
    });
    const patient = (await within(dialog).findByText('Qual o preparo do exame?')).closest('li')!;
    fireEvent.click(within(patient).getByRole('button', { name: 'Responder' }));
    const preview = within(dialog).getByRole('group', { name: 'Respondendo a Maria Souza' });
    expect(within(preview).getByText('Qual o preparo do exame?')).toBeTruthy();
    const field = within(dialog).getByRole('textbox', { name: 'Mensagem' });
    expect(document.activeElement).toBe(field);

    // The X takes the quote back; answering again and sending carries the id.
    fireEvent.click(within(preview).getByRole('button', { name: 'Cancelar resposta' }));
    expect(within(dialog).queryByRole('group', { name: 'Respondendo a Maria Souza' })).toBeNull();
    fireEvent.click(within(patient).getByRole('button', { name: 'Responder' }));
    fireEvent.change(field, { target: { value: 'Jejum de 8 horas.' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(calls('POST /dashboard/messages/send')).toHaveLength(1));
    expect(calls('POST /dashboard/messages/send')[0]!.body).toEqual({
      chatId: CHAT.chatId,
      phone: CHAT.chatId,
      message: 'Jejum de 8 horas.',
      replyTo: 'wa-1',
    });
    const mine = (await within(dialog).findByText('Jejum de 8 horas.')).closest('li')!;
    expect(within(mine).getByRole('figure', { name: 'Em resposta a Maria Souza' })).toBeTruthy();
    expect(within(dialog).queryByRole('group', { name: 'Respondendo a Maria Souza' })).toBeNull();
  });

  it('a long quote is cut inside the bar, which cannot grow past its width', async () => {
    const { dialog } = renderWindow({});
    const patient = (await within(dialog).findByText('Qual o preparo do exame?')).closest('li')!;
    fireEvent.click(within(patient).getByRole('button', { name: 'Responder' }));
    const preview = within(dialog).getByRole('group', { name: /^Respondendo a / });
    const text = preview.querySelector('[data-quote-text]')!;
    expect(text.textContent).toBe('Qual o preparo do exame?');
    // One line with '…' (jsdom lays nothing out: the classes are what it can tell; the phone
    // journey measures the send button inside the screen).
    expect(text.className).toMatch(/\btruncate\b/);
    expect(text.parentElement!.className).toMatch(/\bmin-w-0\b/);
    expect(preview.className).toMatch(/\bmin-w-0\b/);
    // The bar's grid had an auto column sized by the quote's whole line (396 to 870 px on a
    // 390 px phone): one column of minmax(0, 1fr) keeps it to the window.
    expect(preview.closest('form')!.className).toMatch(/\bgrid-cols-1\b/);
  });

  it("shows a patient's quoted reply with what it quotes", async () => {
    const { dialog } = renderWindow({});
    const bubble = (await within(dialog).findByText('Obrigada!')).closest('li')!;
    const quote = within(bubble).getByRole('figure', { name: 'Em resposta a Você' });
    expect(within(quote).getByText('📄 preparo.pdf')).toBeTruthy();
  });
});
