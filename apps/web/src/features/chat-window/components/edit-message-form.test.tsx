import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { EditMessageForm } from './edit-message-form';

function renderForm(original = 'Consulta confirmada', pending = false) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <EditMessageForm
      original={original}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  const field = screen.getByRole('textbox', { name: 'Novo texto da mensagem' });
  return { field: field as HTMLTextAreaElement, onConfirm, onCancel };
}

describe('EditMessageForm', () => {
  it('is a multi-line field holding the line breaks, focused at the end', () => {
    const { field } = renderForm('Bom dia!\nSeu exame chegou.');
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.value).toBe('Bom dia!\nSeu exame chegou.');
    expect(document.activeElement).toBe(field);
    expect(field.selectionStart).toBe(field.value.length);
  });

  it('Shift+Enter breaks the line, Enter confirms with the breaks kept', () => {
    const { field, onConfirm } = renderForm();
    fireEvent.change(field, { target: { value: 'Consulta confirmada\nàs 14h' } });
    expect(fireEvent.keyDown(field, { key: 'Enter', shiftKey: true })).toBe(true);
    expect(onConfirm).not.toHaveBeenCalled();
    // Enter's own line break is not typed: the text goes as it is.
    expect(fireEvent.keyDown(field, { key: 'Enter' })).toBe(false);
    expect(onConfirm).toHaveBeenCalledWith('Consulta confirmada\nàs 14h');
  });

  it('Escape cancels', () => {
    const first = renderForm();
    fireEvent.keyDown(first.field, { key: 'Escape' });
    expect(first.onCancel).toHaveBeenCalled();
  });

  it('Enter while the edit is being saved sends nothing twice', () => {
    const { field, onConfirm } = renderForm('Oi', true);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
