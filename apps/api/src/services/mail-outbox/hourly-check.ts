const CHECK_EVERY_MS = 60 * 60_000;

export interface HourlyCheck {
  start(): void;
  /** stops the timers and waits for a check in progress */
  stop(): Promise<void>;
}

/**
 * Runs `check` `firstAfterMs` after start and then every hour, one run at a time; the timers never
 * keep the process alive. `check` handles its own errors.
 */
export function createHourlyCheck(check: () => Promise<void>, firstAfterMs: number): HourlyCheck {
  let timers: NodeJS.Timeout[] = [];
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(check);
  };
  return {
    start() {
      if (timers.length > 0) return;
      timers = [setTimeout(tick, firstAfterMs), setInterval(tick, CHECK_EVERY_MS)];
      for (const timer of timers) timer.unref();
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      timers = [];
      await running;
    },
  };
}
