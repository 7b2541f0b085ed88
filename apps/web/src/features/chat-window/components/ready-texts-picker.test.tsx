import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { OpenManageDialogContext } from '@/lib/open-manage-dialog';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { ReadyTextsPicker } from './ready-texts-picker';

const TEXTS = [
  { id: 'x1', title: 'Boas-vindas', content: 'Olá! Seja bem-vindo.' },
  { id: 'x2', title: 'Endereço', content: 'Estamos na Rua das Flores, 120.' },
  { id: 'x3', title: 'Horário', content: 'Atendemos de segunda a sexta, na clínica.' },
];

function renderPicker(answer: FakeAnswer, openDialog = vi.fn()) {
  const api = fakeApi({ 'GET /dashboard/pre-configured-texts': answer });
  const onPick = vi.fn();
  const onClosed = vi.fn();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <OpenManageDialogContext.Provider value={openDialog}>
        <ReadyTextsPicker userId="u1" onPick={onPick} onClosed={onClosed} />
      </OpenManageDialogContext.Provider>
    </AppProviders>,
  );
  return { ...api, onPick, onClosed, openDialog };
}

async function openPanel() {
  fireEvent.click(screen.getByRole('button', { name: 'Textos pré-configurados' }));
  const panel = screen.getByRole('dialog', { name: 'Textos Prontos' });
  const search = await within(panel).findByRole('combobox', { name: 'Buscar texto' });
  return { panel, search };
}

const titles = (panel: HTMLElement) =>
  within(panel)
    .queryAllByRole('option')
    .map((o) => o.querySelector('span')?.textContent);

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
    const { onPick } = renderPicker([200, { success: true, texts: TEXTS }]);
    const { panel } = await openPanel();
    fireEvent.click(within(panel).getByRole('option', { name: /Boas-vindas/ }));
    expect(onPick).toHaveBeenCalledWith('Olá! Seja bem-vindo.');
    expect(screen.queryByRole('dialog', { name: 'Textos Prontos' })).toBeNull();
  });

  it('the search filters by title and text, without caring for case or accents', async () => {
    renderPicker([200, { success: true, texts: TEXTS }]);
    const { panel, search } = await openPanel();
    expect(document.activeElement).toBe(search);
    expect(titles(panel)).toEqual(['Boas-vindas', 'Endereço', 'Horário']);
    fireEvent.change(search, { target: { value: 'ENDERECO' } });
    expect(titles(panel)).toEqual(['Endereço']);
    fireEvent.change(search, { target: { value: 'clinica' } });
    expect(titles(panel)).toEqual(['Horário']);
    fireEvent.change(search, { target: { value: 'nada disso' } });
    expect(titles(panel)).toEqual([]);
    expect(within(panel).getByRole('status').textContent).toBe('Nenhum texto encontrado');
  });

  it('typing filters, the arrows move and Enter picks', async () => {
    const { onPick } = renderPicker([200, { success: true, texts: TEXTS }]);
    const { panel, search } = await openPanel();
    const selected = () => within(panel).getByRole('option', { selected: true });
    expect(selected().textContent).toContain('Boas-vindas');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(selected().textContent).toContain('Horário');
    expect(search.getAttribute('aria-activedescendant')).toBe(selected().id);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(selected().textContent).toContain('Boas-vindas');
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    expect(selected().textContent).toContain('Horário');
    fireEvent.change(search, { target: { value: 'rua' } });
    expect(selected().textContent).toContain('Endereço');
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith('Estamos na Rua das Flores, 120.');
    expect(screen.queryByRole('dialog', { name: 'Textos Prontos' })).toBeNull();
  });

  it("an empty panel opens 'Textos Pré-Configurados' on a new text, after it closes", async () => {
    const { openDialog, onClosed } = renderPicker([200, { success: true, texts: [] }]);
    fireEvent.click(screen.getByRole('button', { name: 'Textos pré-configurados' }));
    const panel = screen.getByRole('dialog', { name: 'Textos Prontos' });
    fireEvent.click(
      await within(panel).findByRole('button', { name: 'Criar texto pré-configurado' }),
    );
    await waitFor(() =>
      expect(openDialog).toHaveBeenCalledWith({ dialog: 'texts', startNew: true }),
    );
    expect(onClosed).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Textos Prontos' })).toBeNull();
  });
});
