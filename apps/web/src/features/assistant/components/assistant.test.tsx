import { MSG } from '@conecta/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { fakeApi, savedSettings, type FakeAnswer } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { AssistantSettingsForm } from './assistant-settings-form';
import { SuggestReplyButton } from './suggest-reply-button';
import { VoiceNoteTranscript } from './transcribe-button';

const A = MSG.assistant;

beforeEach(() => stubResizeObserver());
afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

function withProviders(ui: React.ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
}

const SETTINGS = {
  success: true,
  available: true,
  enabled: false,
  autoTranscribe: false,
  knowledgeBase: '',
  canTranscribe: true,
  provider: { name: 'OpenAI', url: 'https://api.openai.com/v1', model: 'gpt-4o-mini' },
  usage: { month: '2026-11', tokens: 1200, cap: 500000 },
};
const STATUS_ON: FakeAnswer = [
  200,
  { success: true, available: true, enabled: true, canTranscribe: true },
];

describe("'Clínica' > 'Assistente'", () => {
  it('says who the provider is, what leaves the server and that nothing goes by itself; then saves', async () => {
    const { calls, fetchMock } = fakeApi({
      ...savedSettings(
        '/dashboard/assistant/settings',
        [200, SETTINGS],
        [200, { ...SETTINGS, enabled: true, knowledgeBase: 'Consulta: R$ 250,00.' }],
      ),
    });
    withProviders(<AssistantSettingsForm />);
    fireEvent.click(await screen.findByRole('button', { name: A.title }));
    expect(await screen.findByText(A.provider('OpenAI', 'https://api.openai.com/v1'))).toBeTruthy();
    expect(screen.getByText(A.whatLeaves)).toBeTruthy();
    expect(screen.getByText(A.nothingAutomatic)).toBeTruthy();
    expect(screen.getByText(A.usage(1200, 500000))).toBeTruthy();

    fireEvent.click(screen.getByLabelText(A.enabledLabel));
    fireEvent.change(screen.getByLabelText(A.baseLabel), {
      target: { value: 'Consulta: R$ 250,00.' },
    });
    fireEvent.click(screen.getByRole('button', { name: A.save }));
    await waitFor(() => expect(calls('PUT /dashboard/assistant/settings')).toBe(1));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      enabled: true,
      autoTranscribe: false,
      knowledgeBase: 'Consulta: R$ 250,00.',
    });
    expect(await screen.findByText(A.saved)).toBeTruthy();
  });

  it('is not there when the server has no provider', async () => {
    const { calls } = fakeApi({
      'GET /dashboard/assistant/settings': [200, { ...SETTINGS, available: false, provider: null }],
    });
    const { container } = withProviders(<AssistantSettingsForm />);
    await waitFor(() => expect(calls('GET /dashboard/assistant/settings')).toBe(1));
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});

/** The composer's field as the chat window keeps it: the draft streams into it. */
function Composer() {
  const [draft, setDraft] = useState('');
  return (
    <>
      <textarea aria-label="Mensagem" value={draft} onChange={(e) => setDraft(e.target.value)} />
      <SuggestReplyButton chatId="5511987650050" onText={setDraft} />
    </>
  );
}

describe("'Sugerir resposta'", () => {
  it('streams the draft into the field for the member (an Atendente too) to edit; sends nothing', async () => {
    let push: (text: string) => void = () => undefined;
    let end: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        push = (text) => controller.enqueue(encoder.encode(text));
        end = () => controller.close();
      },
    });
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/dashboard/assistant') return Response.json(STATUS_ON[1]);
      if (init?.method === 'POST' && path === '/dashboard/chats/5511987650050/suggest-reply')
        return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
      throw new TypeError(`fetch failed: ${init?.method} ${path}`);
    });
    vi.stubGlobal('fetch', fetchMock);
    withProviders(<Composer />);
    fireEvent.click(await screen.findByRole('button', { name: A.suggest }));
    const field = screen.getByLabelText('Mensagem') as HTMLTextAreaElement;
    act(() => push('[Demonstração] Olá! A consulta '));
    await waitFor(() => expect(field.value).toBe('[Demonstração] Olá! A consulta '));
    // While it writes, the same button stops it.
    expect(screen.getByRole('button', { name: A.stopSuggest })).toBeTruthy();
    act(() => push('custa R$ 250,00.'));
    act(() => end());
    await waitFor(() =>
      expect(field.value).toBe('[Demonstração] Olá! A consulta custa R$ 250,00.'),
    );
    await screen.findByRole('button', { name: A.suggest });
    fireEvent.change(field, { target: { value: 'Olá! A consulta custa R$ 250,00.' } });
    expect(field.value).toBe('Olá! A consulta custa R$ 250,00.');
    const paths = fetchMock.mock.calls.map(([input]) => String(input));
    expect(paths.some((p) => p.includes('/messages'))).toBe(false);
    expect(paths.some((p) => p.includes('/assistant/settings'))).toBe(false);
  });

  it("says the server's reason when the assistant refuses", async () => {
    fakeApi({
      'GET /dashboard/assistant': STATUS_ON,
      'POST /dashboard/chats/5511987650050/suggest-reply': [
        422,
        { success: false, code: 'RULE_BROKEN', message: A.capReached(500000) },
      ],
    });
    withProviders(<Composer />);
    fireEvent.click(await screen.findByRole('button', { name: A.suggest }));
    expect(await screen.findByText(A.capReached(500000))).toBeTruthy();
  });

  it('is not offered while the clinic has the assistant off', async () => {
    const { calls } = fakeApi({
      'GET /dashboard/assistant': [
        200,
        { success: true, available: true, enabled: false, canTranscribe: true },
      ],
    });
    withProviders(<Composer />);
    await waitFor(() => expect(calls('GET /dashboard/assistant')).toBe(1));
    expect(screen.queryByRole('button', { name: A.suggest })).toBeNull();
  });
});

describe("a voice note's 'Transcrever'", () => {
  it('asks for the text and shows it under the audio; a transcribed note shows its text', async () => {
    const { calls } = fakeApi({
      'GET /dashboard/assistant': STATUS_ON,
      'POST /dashboard/chats/5511987650050/audios/a1/transcribe': [
        200,
        { success: true, message: A.transcribed, transcript: 'Queria saber o valor da consulta.' },
      ],
    });
    withProviders(
      <>
        <VoiceNoteTranscript chatId="5511987650050" id="a1" transcript={null} hasAudio />
        <VoiceNoteTranscript chatId="5511987650050" id="a2" transcript="Já transcrita." hasAudio />
      </>,
    );
    expect(screen.getByText('Já transcrita.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: A.transcribe }));
    expect(await screen.findByText('Queria saber o valor da consulta.')).toBeTruthy();
    expect(calls('POST /dashboard/chats/5511987650050/audios/a1/transcribe')).toBe(1);
  });
});
