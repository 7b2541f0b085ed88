import { MSG } from '@conecta/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { chatKeys } from '@/features/chat-list';
import { makeChat } from '@/test/chat-fixture';

import { MergeChatsDialog } from './merge-chats-dialog';

const M = MSG.merge;
const KEPT = makeChat({ chatId: '5511987650101', phone: '5511987650101', name: 'Rosa Lima' });
const OLD = makeChat({ chatId: '5511976540102', phone: '5511976540102', name: 'Rosa (antigo)' });
const STRANGER = makeChat({ chatId: '5511965430103', phone: '5511965430103', name: 'Carlos' });
const COUNTS = {
  messages: 2,
  tags: 1,
  tasks: 1,
  appointments: 0,
  waitingList: 0,
  notes: 1,
  identifiers: 1,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push(`${key}${url.search}${init?.body ? ` ${String(init.body)}` : ''}`);
    if (key === `GET /dashboard/chats/${KEPT.chatId}/merge-preview`)
      return Response.json({
        success: true,
        kept: { chatId: KEPT.chatId, name: 'Rosa Lima' },
        absorbed: { chatId: OLD.chatId, name: 'Rosa (antigo)' },
        moves: COUNTS,
      });
    if (key === `POST /dashboard/chats/${KEPT.chatId}/merge`)
      return Response.json({ success: true, message: M.merged, mergeId: 'm1' });
    throw new TypeError(`fetch failed: ${key}`);
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(chatKeys.list('u1'), { success: true, chats: [KEPT, OLD, STRANGER] });
  const onClose = vi.fn();
  render(
    <AppProviders queryClient={queryClient}>
      <MergeChatsDialog chat={KEPT} userId="u1" onClose={onClose} />
    </AppProviders>,
  );
  return { calls, onClose };
}

describe("'Mesclar conversas'", () => {
  it('searches by name, previews what moves and which chat stays, and merges on confirm', async () => {
    const { calls, onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: M.title });
    const search = within(dialog).getByLabelText(M.searchLabel);
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'rosa' } });
    const results = within(dialog).getByRole('list', { name: M.results });
    // The chat itself is never offered; another patient's name does not match.
    expect(
      within(results)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Rosa (antigo)')]);
    const confirm = within(dialog).getByRole('button', { name: M.confirm });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(results).getByRole('button'));
    await within(dialog).findByText(M.stays('Rosa Lima'));
    expect(within(dialog).getByText(M.goes('Rosa (antigo)'))).toBeTruthy();
    const moves = within(dialog).getByLabelText(M.movesTitle);
    expect(moves.textContent).toContain(`${M.counts.messages}2`);
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toContain(
      `POST /dashboard/chats/${KEPT.chatId}/merge {"absorb":"${OLD.chatId}"}`,
    );
  });

  it('finds by phone digits too, and says when nothing matches', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: M.title });
    const search = within(dialog).getByLabelText(M.searchLabel);
    fireEvent.change(search, { target: { value: '96543' } });
    expect(within(dialog).getByRole('button', { name: /Carlos/ })).toBeTruthy();
    fireEvent.change(search, { target: { value: 'ninguém' } });
    expect(within(dialog).getByRole('status').textContent).toBe(M.noResults);
  });
});
