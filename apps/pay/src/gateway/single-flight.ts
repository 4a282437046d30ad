/**
 * Runs `work` once for every caller asking with the same key at the same time: they all get its
 * answer (or its error), and the next caller after it ends starts afresh. The gateway resends a
 * callback until it hears 200, and may send it many times at once: one inquiry and one report to the
 * api answer them all, instead of a storm of each.
 */
export function singleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return (key: string, work: () => Promise<T>): Promise<T> => {
    const current = running.get(key);
    if (current) return current;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
