import { afterEach, describe, expect, it, vi } from 'vitest';

import { clearToasts, dismissToast, toast, useToast } from './use-toast';
import { renderHook, act } from '@testing-library/react';

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

const titles = (toasts: Array<{ title: string; open: boolean }>) =>
  toasts.filter((t) => t.open).map((t) => t.title);

describe('toasts', () => {
  it('a new toast replaces the one on screen', () => {
    const { result } = renderHook(() => useToast());
    act(() => void toast({ title: 'Primeiro' }));
    act(() => void toast({ title: 'Segundo' }));
    expect(titles(result.current.toasts)).toEqual(['Segundo']);
  });

  it('a kept toast is not pushed away: the later one waits and shows when it closes', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let denied = { id: '' };
    act(() => void (denied = toast({ title: 'Acesso Negado', keep: true })));
    act(() => void toast({ title: '3 conversas carregadas' }));
    expect(titles(result.current.toasts)).toEqual(['Acesso Negado']);
    act(() => dismissToast(denied.id));
    act(() => void vi.advanceTimersByTime(300));
    expect(titles(result.current.toasts)).toEqual(['3 conversas carregadas']);
  });
});
