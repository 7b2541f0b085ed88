import type { SensorContext } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';

import { columnKeyboardCoordinates } from './keyboard-coordinates';

const rect = (left: number, width = 300) => ({
  left,
  width,
  top: 100,
  height: 600,
  right: left + width,
  bottom: 700,
});

function press(code: string, overId: string | null, cardLeft: number) {
  const ids = ['vip', 'humanized', 'inbox'];
  const context = {
    collisionRect: rect(cardLeft, 280),
    droppableRects: new Map(ids.map((id, i) => [id, rect(i * 312)])),
    droppableContainers: { getEnabled: () => ids.map((id) => ({ id })) },
    over: overId ? { id: overId } : null,
  } as unknown as SensorContext;
  const event = new KeyboardEvent('keydown', { code, cancelable: true });
  const result = columnKeyboardCoordinates(event, {
    active: 'c1',
    context,
    currentCoordinates: { x: cardLeft, y: 100 },
  });
  return { result, prevented: event.defaultPrevented };
}

describe('keyboard coordinates', () => {
  it('right and left centre the card on the next column on that side', () => {
    expect(press('ArrowRight', 'vip', 10).result).toEqual({ x: 312 + 10, y: 100 });
    expect(press('ArrowLeft', 'inbox', 634).result).toEqual({ x: 312 + 10, y: 100 });
  });

  it('stops at the ends, and finds the column under the card when over none', () => {
    expect(press('ArrowLeft', 'vip', 10).result).toBeUndefined();
    expect(press('ArrowRight', 'inbox', 634).result).toBeUndefined();
    expect(press('ArrowRight', null, 330).result).toEqual({ x: 624 + 10, y: 100 });
  });

  it('up and down do nothing but keep the page still; other keys are left alone', () => {
    expect(press('ArrowDown', 'vip', 10)).toEqual({ result: undefined, prevented: true });
    expect(press('KeyA', 'vip', 10)).toEqual({ result: undefined, prevented: false });
  });
});
