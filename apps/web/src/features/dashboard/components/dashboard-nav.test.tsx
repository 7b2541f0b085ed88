import { MSG } from '@conecta/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { DashboardNav } from './dashboard-nav';

function entries(
  clinicRole: 'RESPONSAVEL' | 'ATENDENTE' | undefined,
  provider: 'zapi' | 'cloud-api' | null = 'zapi',
) {
  render(
    <MemoryRouter>
      <DashboardNav
        role="USER"
        clinicRole={clinicRole}
        provider={provider}
        onSelect={vi.fn()}
        onLogout={vi.fn()}
        logoutPending={false}
      />
    </MemoryRouter>,
  );
  return screen.getAllByRole('button').map((b) => b.textContent);
}

describe('DashboardNav', () => {
  it("gives the Responsável every entry, 'Equipe' included", () => {
    const M = MSG.dashboard.menu;
    expect(entries('RESPONSAVEL')).toEqual([
      M.tags,
      M.routines,
      M.texts,
      'Consultas',
      'Equipe',
      'Clínica',
      'Saúde do número',
      'Privacidade',
      'Integrações',
      M.settings,
      M.logout,
    ]);
  });

  it("shows 'Modelos do WhatsApp' to the Responsável of a Cloud API clinic only", () => {
    expect(entries('RESPONSAVEL', 'cloud-api')).toContain(MSG.cloudApi.templatesTitle);
  });

  it("hides the routines, 'Clínica' and 'Privacidade' from an Atendente, whom the server refuses them (403)", () => {
    const shown = entries('ATENDENTE');
    expect(shown).not.toContain(MSG.dashboard.menu.routines);
    expect(shown).not.toContain('Clínica');
    expect(shown).not.toContain('Privacidade');
    expect(shown).not.toContain('Integrações');
    expect(shown).not.toContain('Saúde do número');
    expect(shown).toContain('Equipe');
  });

  it("links every member to 'Relatórios' (an Atendente sees their own figures there)", () => {
    for (const role of ['RESPONSAVEL', 'ATENDENTE'] as const) {
      const { unmount } = render(
        <MemoryRouter>
          <DashboardNav
            role="USER"
            clinicRole={role}
            onSelect={vi.fn()}
            onLogout={vi.fn()}
            logoutPending={false}
          />
        </MemoryRouter>,
      );
      expect(screen.getByRole('link', { name: 'Relatórios' }).getAttribute('href')).toBe(
        '/relatorios',
      );
      unmount();
    }
  });
});
