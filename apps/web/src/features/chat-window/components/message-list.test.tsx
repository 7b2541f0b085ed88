import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { MessageList } from './message-list';

const actions = { start: vi.fn(), cancel: vi.fn(), confirm: vi.fn() };

describe('MessageList', () => {
  it("says 'Nenhuma mensagem ainda' when the chat has no messages", () => {
    render(
      <MessageList
        entries={[]}
        loading={false}
        editingId={null}
        editPending={false}
        editActions={actions}
      />,
    );
    expect(screen.getByText('Nenhuma mensagem ainda')).toBeTruthy();
    // Z-API's multi-device API has no history to fetch: say where the earlier messages are.
    expect(
      screen.getByText(
        'As mensagens trocadas antes da conexão ficam no celular. As novas aparecem aqui.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a spinner with its label while loading', () => {
    render(
      <MessageList
        entries={[]}
        loading
        editingId={null}
        editPending={false}
        editActions={actions}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Carregando mensagens...');
    expect(screen.queryByText('Nenhuma mensagem ainda')).toBeNull();
  });
});
