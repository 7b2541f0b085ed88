import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { ColorPalette } from './color-palette';

function Harness() {
  const [color, setColor] = useState('#10B981');
  return (
    <>
      <ColorPalette value={color} onChange={setColor} />
      <output>{color}</output>
    </>
  );
}

const checked = () => screen.getAllByRole('radio').filter((r) => r.ariaChecked === 'true');

describe('ColorPalette', () => {
  it('is one radio group of the ten colours named in pt-BR, green chosen', () => {
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Cor da etiqueta' });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      'verde',
      'violeta',
      'âmbar',
      'vermelho',
      'ciano',
      'rosa',
      'lima',
      'laranja',
      'índigo',
      'turquesa',
    ]);
    expect(checked().map((r) => r.getAttribute('aria-label'))).toEqual(['verde']);
    // One tab stop: the swatches themselves are out of the Tab order (roving focus).
    expect(screen.getAllByRole('radio').every((r) => r.tabIndex === -1)).toBe(true);
  });

  it('moves and chooses with the arrow keys, wrapping around', async () => {
    render(<Harness />);
    const green = screen.getByRole('radio', { name: 'verde' });
    green.focus();

    fireEvent.keyDown(green, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'violeta' }).ariaChecked).toBe('true'),
    );
    expect(screen.getByText('#8B5CF6')).toBeTruthy();

    const violet = screen.getByRole('radio', { name: 'violeta' });
    fireEvent.keyDown(violet, { key: 'ArrowLeft' });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'verde' }).ariaChecked).toBe('true'),
    );

    fireEvent.keyDown(screen.getByRole('radio', { name: 'verde' }), { key: 'ArrowLeft' });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'turquesa' }).ariaChecked).toBe('true'),
    );
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'turquesa' }));
    expect(screen.getByText('#14B8A6')).toBeTruthy();
  });

  it('chooses a colour on click', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('radio', { name: 'laranja' }));
    expect(checked().map((r) => r.getAttribute('aria-label'))).toEqual(['laranja']);
  });
});
