/**
 * Runs `fn` over `items`, up to `limit` at a time, keeping items that share a key in order, one
 * after another (two messages to the same chat must arrive as they were scheduled), while items
 * of different keys proceed side by side (a burst of due sends for many chats drains in a
 * fraction of the time a single file would take).
 *
 * One item's failure does not abandon the others: it ends only the rest of its own key (what
 * comes after it must not overtake it), and the first failure is thrown once every other key is
 * done. Settling early would let a caller (a graceful shutdown, the next scheduler pass) believe
 * the work finished while sends were still going out.
 */
export async function runGrouped<T>(
  items: T[],
  keyOf: (item: T) => string,
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  const queues = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const queue = queues.get(key);
    if (queue) queue.push(item);
    else queues.set(key, [item]);
  }
  const pending = [...queues.values()];
  const failures: unknown[] = [];
  const worker = async () => {
    for (let queue = pending.shift(); queue; queue = pending.shift()) {
      try {
        for (const item of queue) await fn(item);
      } catch (err) {
        failures.push(err);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, pending.length) }, worker));
  if (failures.length > 0) throw failures[0];
}
