// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { campaign } from '../../../test/api-answers';
import { CampaignProgress } from './campaign-progress';

describe('the campaign’s progress block', () => {
  afterEach(cleanup);

  it('names the creator without a masculine verb: accounts carry no gender (issue 35)', () => {
    render(<CampaignProgress campaign={campaign({ user_name: 'سارة محمود' })} />);
    expect(screen.getByText('من إنشاء: سارة محمود')).toBeTruthy();
    expect(document.body.textContent).not.toContain('أنشأ');
  });
});
