/**
 * Polls `fn` until `ok` holds. The ceiling is generous on purpose: a test waits for the thing
 * itself, and a busy 2-core machine may take many times longer than a quiet one to get there.
 * Tests that use it run under the file's 60 s test timeout (vitest.config.ts).
 */
export async function waitFor<T>(
  fn: () => Promise<T>,
  ok: (v: T) => boolean,
  ms = 45_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() > deadline)
      throw new Error(`tempo esgotado: ${JSON.stringify(v).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
