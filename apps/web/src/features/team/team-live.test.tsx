import { zTeamUpdateData } from '@conecta/contract';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';

import { applyTeamUpdate } from './team-live';

/** Bruno's signed-in tab, fed the stream's 'team-update' as the live session passes it on. */
function brunoTab() {
  const queryClient = createQueryClient();
  render(<AppProviders queryClient={queryClient}>{null}</AppProviders>);
  return (raw: Record<string, unknown>) =>
    act(() => applyTeamUpdate(queryClient, 'u-bruno', zTeamUpdateData.parse(raw)));
}

const toasts = () => screen.getByRole('region', { name: /Notificações/, hidden: true });
const assigned = (assigneeId: string) => ({
  reason: 'assigned',
  chatId: '5511987654321',
  chatName: 'Helena Souza',
  assigneeId,
  byName: 'Ana Lima',
});

afterEach(() => {
  act(() => clearToasts());
});

describe('applyTeamUpdate', () => {
  it('tells the assignee live who gave them which conversation', () => {
    const send = brunoTab();
    send(assigned('u-bruno'));
    expect(
      within(toasts()).getByText('Ana Lima atribuiu a conversa com Helena Souza a você'),
    ).toBeTruthy();
  });

  it('says nothing to the rest of the team', () => {
    const send = brunoTab();
    send(assigned('u-carla'));
    expect(within(toasts()).queryByText(/atribuiu a conversa/)).toBeNull();
  });
});
