import { MSG, type DashboardResponse } from '@conecta/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { OpenManageDialogContext } from '@/lib/open-manage-dialog';
import { STORAGE_KEYS } from '@/lib/session-store';
import { fakeApi } from '@/test/fake-api';
import { renderSignedIn } from '@/test/render-signed-in';
import { dashboardSession } from '@/test/session-fixture';

import { RemindersTemplateNotice } from './reminders-template-notice';

const C = MSG.cloudApi;

function renderNotice(
  clinic: Partial<NonNullable<DashboardResponse['clinic']>>,
  reminders: string | null,
) {
  localStorage.setItem(STORAGE_KEYS.token, 't');
  const api = fakeApi({
    'GET /dashboard/whatsapp-templates/automatic': [
      200,
      { success: true, automatic: { reminders, followUps: null } },
    ],
  });
  const open = vi.fn();
  renderSignedIn(
    <OpenManageDialogContext.Provider value={open}>
      <RemindersTemplateNotice />
    </OpenManageDialogContext.Provider>,
    { session: dashboardSession({ clinic: { members: 1, ...clinic } }) },
  );
  return { api, open };
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('RemindersTemplateNotice', () => {
  it("on a Cloud API number with no reminders template, says reminders will wait and opens 'Modelos do WhatsApp'", async () => {
    const { open } = renderNotice({ provider: 'cloud-api' }, null);
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain(C.remindersNoTemplate);
    fireEvent.click(screen.getByRole('button', { name: C.remindersNoTemplateLink }));
    expect(open).toHaveBeenCalledWith({ dialog: 'templates' });
  });

  it('tells an Atendente whom to ask, without a button she cannot use', async () => {
    renderNotice({ provider: 'cloud-api', role: 'ATENDENTE' }, null);
    expect((await screen.findByRole('note')).textContent).toContain(C.remindersNoTemplateAsk);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says nothing once a template is chosen', async () => {
    const { api } = renderNotice({ provider: 'cloud-api' }, 'a0000000-0000-4000-8000-000000000001');
    await waitFor(() => expect(api.calls('GET /dashboard/whatsapp-templates/automatic')).toBe(1));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('asks nothing on a Z-API number (no 24-hour window there)', () => {
    const { api } = renderNotice({ provider: 'zapi' }, null);
    expect(screen.queryByRole('note')).toBeNull();
    expect(api.calls('GET /dashboard/whatsapp-templates/automatic')).toBe(0);
  });
});
