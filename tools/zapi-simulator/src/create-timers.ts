export interface Timers {
  /** Run `task` after `ms`; errors are reported, never thrown into the event loop. */
  after(ms: number, task: () => unknown): void;
  clearAll(): void;
  readonly pending: number;
}

/** Every scheduled callback of the simulator, so close() and reset() can cancel them all. */
export function createTimers(report: (error: unknown) => void): Timers {
  const handles = new Set<NodeJS.Timeout>();
  return {
    after(ms, task) {
      const handle = setTimeout(
        () => {
          handles.delete(handle);
          try {
            void Promise.resolve(task()).catch(report);
          } catch (error) {
            report(error);
          }
        },
        Math.max(0, ms),
      );
      // Pending demo activity must not keep a process (or a test run) alive on its own.
      handle.unref();
      handles.add(handle);
    },
    clearAll() {
      for (const handle of handles) clearTimeout(handle);
      handles.clear();
    },
    get pending() {
      return handles.size;
    },
  };
}
