/** How many requests one client address may make in a window. */
export interface ClientLimit {
  max: number;
  windowMs: number;
}

/**
 * Counts each client address's requests in a fixed window (its first request starts it), in this
 * process's memory (docs/decisions/026). The payment host runs as one instance behind nginx
 * (docs/DEPLOY.md: the simulators' state belongs to one host; compose.yaml and `npm run cluster` run
 * one), so its count is the whole count; a second instance would count alone, each to the same max.
 * The address is Fastify's `request.ip`: the client's as TRUST_PROXY allows X-Forwarded-For to say.
 */
export function clientLimiter(limit: ClientLimit, now: () => number = Date.now) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    /** counts one request of `client`; false when it is over the limit (then it is not counted) */
    take(client: string): boolean {
      const at = now();
      if (windows.size > 50_000)
        for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
      const current = windows.get(client);
      const window = current && current.endsAt > at ? current : { count: 0, endsAt: at + limit.windowMs };
      if (window.count >= limit.max) return false;
      window.count += 1;
      windows.set(client, window);
      return true;
    },
  };
}
