import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_CONDITIONS, meetsTargets } from './lighthouse-audit';

describe('Lighthouse conditions', () => {
  const [preset, harder] = LIGHTHOUSE_CONDITIONS;

  it('runs the harder conditions (issue 22, on every page since issue 34): simulated 1.6 Mbps, 150 ms, 6× CPU', () => {
    expect(harder).toMatchObject({
      label: '3G, 6× CPU',
      pages: ['home', 'campaigns', 'campaign page'],
      flags: {
        throttlingMethod: 'simulate',
        throttling: { rttMs: 150, throughputKbps: 1600, cpuSlowdownMultiplier: 6 },
      },
      targets: { performance: 90, lcpMs: 3000 },
    });
    expect(preset).toMatchObject({ flags: {}, pages: ['home', 'campaigns', 'campaign page'] });
  });

  it('meets the harder targets only with performance ≥ 90 and LCP ≤ 3 s', () => {
    const targets = harder!.targets;
    expect(meetsTargets({ performance: 90, lcpMs: 3000, cls: 0.2 }, targets)).toBe(true);
    expect(meetsTargets({ performance: 89, lcpMs: 2000, cls: 0 }, targets)).toBe(false);
    expect(meetsTargets({ performance: 95, lcpMs: 3001, cls: 0 }, targets)).toBe(false);
  });

  it("keeps the preset's targets: performance ≥ 95 and CLS ≤ 0.05, whatever the LCP", () => {
    const targets = preset!.targets;
    expect(meetsTargets({ performance: 95, lcpMs: 9000, cls: 0.05 }, targets)).toBe(true);
    expect(meetsTargets({ performance: 95, lcpMs: 1000, cls: 0.06 }, targets)).toBe(false);
    expect(meetsTargets({ performance: 94, lcpMs: 1000, cls: 0 }, targets)).toBe(false);
  });
});
