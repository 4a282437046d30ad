// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { campaign } from '../../../test/api-answers';
import { CampaignProgress } from './campaign-progress';

afterEach(cleanup);

describe('the campaign’s progress against its project’s unit (issue 35)', () => {
  it('past one unit says the price is a unit’s and how many are complete, the bar showing the next unit', () => {
    render(
      <CampaignProgress
        campaign={campaign({ campaign_collected: 2665, project_amount: 450, units_completed: 5 })}
      />,
    );
    expect(screen.getByText('2,665 ج.م')).toBeTruthy();
    expect(screen.getByText('سعر الوحدة 450 ج.م · اكتملت 5 وحدات')).toBeTruthy();
    expect(screen.queryByText(/من هدف/)).toBeNull();
    expect(screen.getByText('الوحدة التالية: جُمع 415 ج.م من 450 ج.م')).toBeTruthy();
    // 415 of 450
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('92');
  });

  it('the count agrees with the number of units', () => {
    render(
      <CampaignProgress
        campaign={campaign({ campaign_collected: 5000, project_amount: 450, units_completed: 11 })}
      />,
    );
    expect(screen.getByText('سعر الوحدة 450 ج.م · اكتملت 11 وحدةً')).toBeTruthy();
    expect(screen.getByText('الوحدة التالية: جُمع 50 ج.م من 450 ج.م')).toBeTruthy();
  });

  it('before the first unit, the unit is the goal', () => {
    render(
      <CampaignProgress
        campaign={campaign({ campaign_collected: 300, project_amount: 1000, units_completed: 0 })}
      />,
    );
    expect(screen.getByText('جُمعت من هدف 1,000 ج.م')).toBeTruthy();
    expect(screen.queryByText(/الوحدة التالية/)).toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
  });
});

describe('the campaign’s creator', () => {
  it('is named without a masculine verb: accounts carry no gender (issue 35)', () => {
    render(<CampaignProgress campaign={campaign({ user_name: 'سارة محمود' })} />);
    expect(screen.getByText('من إنشاء: سارة محمود')).toBeTruthy();
    expect(document.body.textContent).not.toContain('أنشأ');
  });
});
