/**
 * Runs `fn` over `items`, up to `limit` at a time, keeping items that share a key in order, one
 * after another (two messages to the same chat must arrive as they were scheduled), while items
 * of different keys proceed side by side (a burst of due sends for many chats drains in a
 * fraction of the time a single file would take).
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
  const worker = async () => {
    for (let queue = pending.shift(); queue; queue = pending.shift()) {
      for (const item of queue) await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, pending.length) }, worker));
}
