import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clearToasts } from '@/components/ui/use-toast';
import { renderRoute, stubFetch } from '@/test/render-route';

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

const TOKEN = 'a'.repeat(43);
const preview = (clinicName: string | null) => ({
  success: true,
  clinicName,
  inviterName: 'Recepção Demo',
  email: 'bruno@clinica.com',
  role: 'ATENDENTE',
  accountExists: false,
});

/** The page of a mailed invitation link (issue 53, item 17): it names the clinic, not a person. */
describe('InvitationPage', () => {
  it("names the clinic by its own name: 'Convite para a equipe de Clínica Sorriso'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(stubFetch({ [`GET /auth/invitations/${TOKEN}`]: [200, preview('Clínica Sorriso')] })),
    );
    renderRoute(`/convite?token=${TOKEN}`);
    expect(await screen.findByText('Convite para a equipe de Clínica Sorriso')).toBeTruthy();
  });

  it("does not take the inviter's own name for the clinic's while it has none", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(stubFetch({ [`GET /auth/invitations/${TOKEN}`]: [200, preview(null)] })),
    );
    renderRoute(`/convite?token=${TOKEN}`);
    expect(
      await screen.findByText('Recepção Demo convidou você para a equipe da clínica'),
    ).toBeTruthy();
    expect(screen.queryByText(/equipe de Recepção Demo/)).toBeNull();
  });
});
