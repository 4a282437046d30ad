// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { discoveryMessages } from '../lib/messages/discovery';
import { campaign } from '../test/api-answers';
import { CampaignCard } from './campaign-card';

const text = discoveryMessages.campaignCard;

function showCard(collected: number, unit: number, units: number) {
  render(
    <MemoryRouter>
      <CampaignCard
        campaign={campaign({ campaign_collected: collected, project_amount: unit, units_completed: units })}
      />
    </MemoryRouter>,
  );
}

/** Issue 35: past one unit, «2,665 ج.م من 450 ج.م» read as six times the goal on the listings too. */
describe('a campaign’s card in the listings', () => {
  afterEach(cleanup);

  it('past the first unit says the amount is a unit’s price, the bar showing the unit in progress', () => {
    showCard(2665, 450, 5);
    const line = screen.getByText('2,665 ج.م').parentElement!;
    expect(line.textContent).toBe(`2,665 ج.م ${text.unitPrice('450 ج.م')}`);
    expect(line.textContent).not.toContain(text.ofTarget('450 ج.م'));
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-label')).toBe(text.nextUnitLabel('محمد علي'));
    // 415 of 450
    expect(bar.getAttribute('aria-valuenow')).toBe('92');
  });

  it('before the first unit, the unit is the goal', () => {
    showCard(300, 1000, 0);
    expect(screen.getByText('300 ج.م').parentElement!.textContent).toBe(
      `300 ج.م ${text.ofTarget('1,000 ج.م')}`,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
  });
});
