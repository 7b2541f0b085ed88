import { MSG } from '@conecta/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { chatKeys } from '@/features/chat-list';
import { fakeApi } from '@/test/fake-api';

import { ExternalCalendarsSection } from './external-calendars-section';
import { UnmatchedEventsSection } from './unmatched-events-section';

const C = MSG.calendars;
const FEED = 'https://clinica.exemplo/api/calendar-feeds/abc.ics';
const LIST = {
  success: true,
  professionals: ['Dra. Ana', 'Dr. Caio'],
  calendars: [
    {
      id: 'c1',
      professional: 'Dra. Ana',
      feedUrl: FEED,
      import: {
        hint: 'calendar.google.com/…asic.ics',
        lastSyncAt: '2030-03-05T12:00:00.000Z',
        lastError: C.failedParse,
        events: 3,
      },
    },
  ],
};

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

const renderWith = (ui: React.ReactNode, client = createQueryClient()) =>
  render(<AppProviders queryClient={client}>{ui}</AppProviders>);

describe('ExternalCalendarsSection', () => {
  it("shows a professional's feed address, what goes in it, and the import's pt-BR status", async () => {
    const { calls } = fakeApi({
      'GET /dashboard/calendars': [200, LIST],
      'PUT /dashboard/calendars/feed': [
        200,
        { success: true, message: C.feedCreated, calendar: LIST.calendars[0] },
      ],
    });
    renderWith(<ExternalCalendarsSection userId="u1" />);
    expect(((await screen.findByLabelText(C.feedUrlLabel)) as HTMLInputElement).value).toBe(FEED);
    expect(screen.getByText(C.feedWhatGoes)).toBeTruthy();
    expect(screen.getByText(C.importChatFound)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(C.failedParse);
    fireEvent.click(screen.getByRole('button', { name: C.feedRegenerate }));
    // Asked once more: the address a calendar subscribes to stops working.
    const confirm = await screen.findByRole('alertdialog', { name: C.feedRegenerateTitle });
    expect(calls('PUT /dashboard/calendars/feed')).toBe(0);
    fireEvent.click(within(confirm).getByRole('button', { name: C.feedRegenerate }));
    await waitFor(() => expect(calls('PUT /dashboard/calendars/feed')).toBe(1));
    // The cache rule asks for the list again.
    await waitFor(() => expect(calls('GET /dashboard/calendars')).toBe(2));
    // Another professional has none yet.
    fireEvent.change(screen.getByLabelText(C.professionalLabel), { target: { value: 'Dr. Caio' } });
    expect(screen.getByText(C.feedNone)).toBeTruthy();
    expect(screen.getByText(C.importNone)).toBeTruthy();
  });

  it('says when the list could not be loaded, with a retry', async () => {
    fakeApi({ 'GET /dashboard/calendars': [500, { success: false, message: 'x', code: 'X' }] });
    renderWith(<ExternalCalendarsSection userId="u1" />);
    expect((await screen.findByRole('alert')).textContent).toContain(C.loadFailed);
  });
});

describe('UnmatchedEventsSection', () => {
  it('links an event to a chat picked from the list', async () => {
    const { calls } = fakeApi({
      'GET /dashboard/calendars/unmatched': [
        200,
        {
          success: true,
          events: [
            {
              id: 'e1',
              professional: 'Dra. Ana',
              startsAt: '2030-03-06T09:00',
              summary: 'Avaliação',
            },
          ],
        },
      ],
      'POST /dashboard/calendars/unmatched/e1/link': [200, { success: true, message: C.linked }],
    });
    const client = createQueryClient();
    client.setQueryData(chatKeys.list('u1'), {
      success: true,
      chats: [{ id: 'r1', chatId: '5511900000001', name: 'Maria Souza' }],
      totalChats: 1,
      unreadCount: 0,
      message: '',
    });
    renderWith(<UnmatchedEventsSection userId="u1" />, client);
    fireEvent.click(await screen.findByRole('button', { name: C.unmatchedLink }));
    fireEvent.change(screen.getByLabelText(C.unmatchedChatLabel), {
      target: { value: '5511900000001' },
    });
    fireEvent.click(screen.getByRole('button', { name: C.unmatchedConfirm }));
    await waitFor(() => expect(calls('POST /dashboard/calendars/unmatched/e1/link')).toBe(1));
    expect(await screen.findByText(C.linked)).toBeTruthy();
  });
});
