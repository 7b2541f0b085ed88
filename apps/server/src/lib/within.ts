/**
 * `work`, or a rejection once `ms` pass without its answer (the work itself goes on; a database
 * that hangs is not cancelled, only no longer waited for). The timer is cleared either way.
 */
export async function within<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(message)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
