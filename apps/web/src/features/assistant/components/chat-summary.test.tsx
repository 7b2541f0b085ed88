import { MSG } from '@conecta/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { ChatSummary } from './chat-summary';

const A = MSG.assistant;
const CHAT = '5511987650050';
const status = (enabled: boolean): FakeAnswer => [
  200,
  { success: true, available: true, enabled, canTranscribe: true },
];
const SUMMARY =
  '[Demonstração]\nO paciente quer: saber o preço.\nFoi prometido: nada registrado na conversa.\nEstá pendente: responder à última mensagem do paciente.';

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

describe("'Resumo' at the top of a chat", () => {
  it('asks only on a click, says when the chat was handed to the member, and closes', async () => {
    const { calls } = fakeApi({
      'GET /dashboard/assistant': status(true),
      [`POST /dashboard/chats/${CHAT}/summary`]: [200, { success: true, summary: SUMMARY }],
    });
    withProviders(<ChatSummary chatId={CHAT} assignedToMe />);
    const ask = await screen.findByRole('button', { name: A.summaryAssigned });
    expect(calls(`POST /dashboard/chats/${CHAT}/summary`)).toBe(0);
    fireEvent.click(ask);
    const region = await screen.findByRole('region', { name: A.summaryTitle });
    expect(region.textContent).toContain('O paciente quer: saber o preço.');
    expect(region.textContent).toContain(A.summaryHint);
    fireEvent.click(screen.getByRole('button', { name: A.summaryClose }));
    expect(await screen.findByRole('button', { name: A.summaryAssigned })).toBeTruthy();
  });

  it("says the server's reason when the month's cap is reached", async () => {
    fakeApi({
      'GET /dashboard/assistant': status(true),
      [`POST /dashboard/chats/${CHAT}/summary`]: [
        422,
        { success: false, code: 'RULE_BROKEN', message: A.capReached(500000) },
      ],
    });
    withProviders(<ChatSummary chatId={CHAT} assignedToMe={false} />);
    fireEvent.click(await screen.findByRole('button', { name: A.summary }));
    expect(await screen.findByText(A.capReached(500000))).toBeTruthy();
  });

  it('is not there while the clinic has the assistant off', async () => {
    const { calls } = fakeApi({ 'GET /dashboard/assistant': status(false) });
    const { container } = withProviders(<ChatSummary chatId={CHAT} assignedToMe />);
    await waitFor(() => expect(calls('GET /dashboard/assistant')).toBe(1));
    expect(container.textContent).toBe('');
  });
});
