import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('runs the work once for callers asking with one key at once, and afresh after it ends', async () => {
    const once = singleFlight<number>();
    let runs = 0;
    let finish!: (value: number) => void;
    const work = () => {
      runs += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const answers = Promise.all([once('a', work), once('a', work), once('a', work)]);
    finish(7);
    expect(await answers).toEqual([7, 7, 7]);
    expect(runs).toBe(1);
    const again = once('a', work);
    finish(8);
    expect(await again).toBe(8);
    expect(runs).toBe(2);
  });

  it('keeps keys apart, and gives every waiting caller the error, then forgets it', async () => {
    const once = singleFlight<string>();
    const failing = once('x', () => Promise.reject(new Error('gateway down')));
    const waiting = once('x', () => Promise.resolve('not run'));
    const other = once('y', () => Promise.resolve('y'));
    await expect(failing).rejects.toThrow('gateway down');
    await expect(waiting).rejects.toThrow('gateway down');
    expect(await other).toBe('y');
    expect(await once('x', () => Promise.resolve('later'))).toBe('later');
  });
});
