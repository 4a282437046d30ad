import { generate } from 'otplib';

/** The last 30-second step a code was made for, per secret: the app takes each step once. */
const lastSteps = new Map<string, number>();

/**
 * A code of `secret` the app has not taken yet: this step's, or the next one's when this one was
 * used (the app forgives one step of drift), waiting for the clock when even that one was.
 */
export async function authenticatorCode(secret: string): Promise<string> {
  const step = Math.max(Math.floor(Date.now() / 30_000), (lastSteps.get(secret) ?? 0) + 1);
  const wait = (step - 1) * 30_000 - Date.now();
  if (wait > 0) {
    // a journey that waits here shares its secret with another's: give it one of its own
    console.warn(`waiting ${Math.round(wait / 1000)} s for a fresh code of a secret already used twice`);
    await new Promise((resolve) => setTimeout(resolve, wait + 500));
  }
  lastSteps.set(secret, step);
  return generate({ secret, epoch: step * 30 });
}
