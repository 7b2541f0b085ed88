import { vi } from 'vitest';

/** jsdom has no ResizeObserver; Radix measures with it (radio inputs in a form, popper arrows). */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    },
  );
}
