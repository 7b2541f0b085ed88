import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { SessionDashboardContext } from '@/features/session';
import { fakeApi } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { DashboardLayout } from './dashboard-layout';

const DASHBOARD = {
  success: true as const,
  demoMode: false,
  user: {
    id: 'u1',
    name: 'Bruno Lima',
    email: 'bruno@clinica.com',
    role: 'USER' as const,
    confirmed: true,
    timeZone: 'America/Sao_Paulo',
    createdAt: '2025-01-01T00:00:00.000Z',
  },
};

function renderLayout() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>
        <SessionDashboardContext.Provider value={DASHBOARD}>
          <DashboardLayout
            userName="Bruno Lima"
            nav={{ role: 'USER', onLogout: vi.fn(), logoutPending: false }}
          >
            <p>conteúdo</p>
          </DashboardLayout>
        </SessionDashboardContext.Provider>
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('DashboardLayout menu', () => {
  it('opens each management dialog from its menu entry; Escape closes it', async () => {
    stubResizeObserver();
    fakeApi({
      'GET /dashboard/tags': [200, { success: true, tags: [] }],
      'GET /dashboard/routines': [200, { success: true, message: '', routines: [] }],
      'GET /dashboard/pre-configured-texts': [200, { success: true, texts: [] }],
    });
    renderLayout();
    const menu = screen.getAllByRole('navigation', { name: 'Menu principal' })[0]!;

    for (const [entry, empty] of [
      ['Gerenciar Etiquetas', 'Nenhuma etiqueta criada'],
      ['Rotinas Automáticas', '0 de 7 configuradas'],
      ['Textos Pré-Configurados', 'Nenhum texto cadastrado'],
    ] as const) {
      fireEvent.click(within(menu).getByRole('button', { name: entry }));
      const dialog = await screen.findByRole('dialog', { name: entry });
      expect(await within(dialog).findByText(empty)).toBeTruthy();
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it("opens 'Configurações' with the account panel, and focus returns to the entry", async () => {
    renderLayout();
    const menu = screen.getAllByRole('navigation', { name: 'Menu principal' })[0]!;
    const entry = within(menu).getByRole('button', { name: 'Configurações' });
    entry.focus();
    fireEvent.click(entry);
    const dialog = await screen.findByRole('dialog', { name: 'Configurações' });
    expect(within(dialog).getByRole('region', { name: 'Informações da Conta' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(entry);
  });
});
