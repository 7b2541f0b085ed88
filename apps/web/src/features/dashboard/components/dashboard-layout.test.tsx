import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';

import { useOpenManageDialog } from '@/lib/open-manage-dialog';
import { fakeApi } from '@/test/fake-api';
import { renderSignedIn } from '@/test/render-signed-in';
import { dashboardSession } from '@/test/session-fixture';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { DashboardLayout } from './dashboard-layout';

const DASHBOARD = dashboardSession({
  user: { name: 'Bruno Lima', email: 'bruno@clinica.com' },
  clinic: null,
});

/** What the chat window's empty 'Textos Prontos' panel does: ask for a new text. */
function AskForNewText() {
  const open = useOpenManageDialog();
  return (
    <button type="button" onClick={() => open?.({ dialog: 'texts', startNew: true })}>
      pedir
    </button>
  );
}

function renderLayout(children = <p>conteúdo</p>) {
  renderSignedIn(
    <MemoryRouter>
      <DashboardLayout
        userName="Bruno Lima"
        nav={{ role: 'USER', onLogout: vi.fn(), logoutPending: false }}
      >
        {children}
      </DashboardLayout>
    </MemoryRouter>,
    { session: DASHBOARD },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('DashboardLayout menu', () => {
  it('starts with a skip link to the content, for the keyboard and screen readers', () => {
    renderLayout();
    const skip = screen.getAllByRole('link')[0]!;
    expect(skip.textContent).toBe('Pular para o conteúdo');
    expect(skip.getAttribute('href')).toBe('#conteudo');
    expect(screen.getByRole('main').id).toBe('conteudo');
  });

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

  it("opens 'Clínica' from the menu with its four sections, and from the routines' link", async () => {
    stubResizeObserver();
    fakeApi({
      'GET /dashboard/routines': [200, { success: true, message: '', routines: [] }],
      'GET /dashboard/settings/clinic': [
        200,
        { success: true, clinic: { id: 'c1', name: 'Clínica Sorriso' } },
      ],
    });
    renderLayout();
    const menu = screen.getAllByRole('navigation', { name: 'Menu principal' })[0]!;
    fireEvent.click(within(menu).getByRole('button', { name: 'Clínica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clínica' });
    for (const section of [
      'Nome da clínica',
      'Horário de funcionamento',
      'Feriados',
      'Palavras de parada',
    ])
      expect(within(dialog).getByRole('button', { name: section })).toBeTruthy();
    // The name is open from the start.
    expect(
      ((await within(dialog).findByLabelText('Nome da clínica')) as HTMLInputElement).value,
    ).toBe('Clínica Sorriso');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // 'Rotinas Automáticas' no longer holds them: a line leads to 'Clínica'.
    fireEvent.click(within(menu).getByRole('button', { name: 'Rotinas Automáticas' }));
    const routines = await screen.findByRole('dialog', { name: 'Rotinas Automáticas' });
    await within(routines).findByText('0 de 7 configuradas');
    expect(within(routines).queryByRole('button', { name: 'Horário de funcionamento' })).toBeNull();
    expect(within(routines).queryByRole('button', { name: 'Palavras de parada' })).toBeNull();
    fireEvent.click(
      within(routines).getByRole('button', {
        name: 'Horário, feriados e palavras de parada ficam em Clínica',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Clínica' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Rotinas Automáticas' })).toBeNull();
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

  it("opens 'Textos Pré-Configurados' on a new text when asked from the page, then gives focus back", async () => {
    stubResizeObserver();
    fakeApi({ 'GET /dashboard/pre-configured-texts': [200, { success: true, texts: [] }] });
    renderLayout(<AskForNewText />);
    const asker = screen.getByRole('button', { name: 'pedir' });
    asker.focus();
    fireEvent.click(asker);
    const dialog = await screen.findByRole('dialog', { name: 'Textos Pré-Configurados' });
    const form = within(dialog).getByRole('form', { name: 'Novo texto' });
    expect(document.activeElement).toBe(within(form).getByLabelText('Título'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(asker);

    // From the menu it opens on the list, without the form.
    const menu = screen.getAllByRole('navigation', { name: 'Menu principal' })[0]!;
    fireEvent.click(within(menu).getByRole('button', { name: 'Textos Pré-Configurados' }));
    const again = await screen.findByRole('dialog', { name: 'Textos Pré-Configurados' });
    expect(await within(again).findByText('Nenhum texto cadastrado')).toBeTruthy();
    expect(within(again).queryByRole('form', { name: 'Novo texto' })).toBeNull();
  });
});
