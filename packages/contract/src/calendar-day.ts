import { z } from 'zod';

/** A calendar day as the consoles' date inputs send it, e.g. 2026-11-23 (Cairo time). */
export function calendarDay(message: string) {
  return (
    z
      .string(message)
      .regex(/^(19|2\d)\d{2}-\d{2}-\d{2}$/, message)
      // Date.parse rolls 2026-02-30 over to March instead of refusing it; a round trip catches that
      .refine((value) => {
        const time = Date.parse(`${value}T00:00:00Z`);
        return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
      }, message)
  );
}
