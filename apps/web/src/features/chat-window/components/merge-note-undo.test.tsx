import { MSG, type Note } from '@conecta/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderSignedIn } from '@/test/render-signed-in';
import { dashboardSession } from '@/test/session-fixture';

import { NoteRow } from './note-row';

const M = MSG.merge;
const CHAT = '5511987650101';
const MERGED_AT = '2026-03-02T13:05:00.000Z';
const note = (over: Partial<Note>): Note => ({
  id: 'n1',
  chatId: CHAT,
  text: 'Ana mesclou esta conversa com Rosa (antigo).',
  authorId: null,
  authorKind: 'system',
  authorName: null,
  mentions: [],
  createdAt: MERGED_AT,
  editedAt: null,
  canEdit: false,
  canDelete: false,
  ...over,
});
const UNDOABLE = {
  mergeId: 'm1',
  absorbed: { chatId: '5511976540102', name: 'Rosa (antigo)' },
  mergedAt: MERGED_AT,
  mergedBy: 'Ana',
  goesBack: {
    messages: 2,
    tags: 0,
    tasks: 0,
    appointments: 0,
    waitingList: 0,
    notes: 0,
    identifiers: 1,
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderNotes(notes: Note[], role: 'RESPONSAVEL' | 'ATENDENTE' = 'RESPONSAVEL') {
  const calls: string[] = [];
  let undone = false;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    calls.push(key);
    if (key === `GET /dashboard/chats/${CHAT}/merges`)
      return Response.json({ success: true, merges: undone ? [] : [UNDOABLE] });
    if (key === 'POST /dashboard/chat-merges/m1/undo') {
      undone = true;
      return Response.json({ success: true, message: M.undone });
    }
    throw new TypeError(`fetch failed: ${key}`);
  });
  renderSignedIn(
    <ol>
      {notes.map((n) => (
        <NoteRow
          key={n.id}
          note={n}
          members={[]}
          onUpdate={async () => {}}
          onDelete={async () => {}}
          pending={false}
        />
      ))}
    </ol>,
    { session: dashboardSession({ clinic: { role, provider: 'zapi' } }) },
  );
  return { calls };
}

describe("'Desfazer mesclagem' on the merge's note", () => {
  it('offers the undo on the note the merge wrote, and not on other notes; undone, it is gone', async () => {
    const { calls } = renderNotes([
      note({}),
      note({ id: 'n2', text: 'Outra nota do sistema.', createdAt: '2026-03-02T12:00:00.000Z' }),
      note({
        id: 'n3',
        text: 'Ligar amanhã',
        authorKind: 'member',
        authorName: 'Bia',
        createdAt: MERGED_AT,
      }),
    ]);
    const button = await screen.findByRole('button', { name: M.undo });
    expect(screen.getAllByRole('button', { name: M.undo })).toHaveLength(1);
    expect(button.closest('li')?.textContent).toContain('Rosa (antigo)');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: M.undoTitle('Rosa (antigo)') });
    fireEvent.click(within(dialog).getByRole('button', { name: M.undoConfirm }));
    await waitFor(() => expect(calls).toContain('POST /dashboard/chat-merges/m1/undo'));
    await waitFor(() => expect(screen.queryByRole('button', { name: M.undo })).toBeNull());
  });

  it('is not offered to an Atendente (the merges are not even asked for)', () => {
    const { calls } = renderNotes([note({})], 'ATENDENTE');
    expect(screen.queryByRole('button', { name: M.undo })).toBeNull();
    expect(calls).toEqual([]);
  });
});
