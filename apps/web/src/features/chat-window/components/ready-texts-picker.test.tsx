import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { ReadyTextsPicker } from './ready-texts-picker';

function renderPicker(answer: FakeAnswer) {
  const api = fakeApi({ 'GET /dashboard/pre-configured-texts': answer });
  const onPick = vi.fn();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <ReadyTextsPicker userId="u1" onPick={onPick} onClosed={vi.fn()} />
    </AppProviders>,
  );
  return { ...api, onPick };
}

beforeEach(() => stubResizeObserver());
afterEach(() => vi.unstubAllGlobals());

describe('ReadyTextsPicker', () => {
  it("loads only when opened: 'Carregando...', then 'Nenhum texto cadastrado'", async () => {
    const { calls } = renderPicker([200, { success: true, texts: [] }]);
    expect(calls('GET /dashboard/pre-configured-texts')).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Textos pré-configurados' }));
    const panel = screen.getByRole('dialog', { name: 'Textos Prontos' });
    expect(within(panel).getByRole('status').textContent).toBe('Carregando...');
    expect(await within(panel).findByText('Nenhum texto cadastrado')).toBeTruthy();
    expect(calls('GET /dashboard/pre-configured-texts')).toBe(1);
  });

  it('hands the chosen text over and closes', async () => {
    const text = { id: 'x1', title: 'Boas-vindas', content: 'Olá! Seja bem-vindo.' };
    const { onPick } = renderPicker([200, { success: true, texts: [text] }]);
    fireEvent.click(screen.getByRole('button', { name: 'Textos pré-configurados' }));
    fireEvent.click(await screen.findByRole('button', { name: /Boas-vindas/ }));
    expect(onPick).toHaveBeenCalledWith('Olá! Seja bem-vindo.');
    expect(screen.queryByRole('dialog', { name: 'Textos Prontos' })).toBeNull();
  });
});
