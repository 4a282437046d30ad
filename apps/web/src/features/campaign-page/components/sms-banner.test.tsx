// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { campaignPageMessages } from '../../../lib/messages/campaign-page';
import { campaign } from '../../../test/records/campaigns';
import { SmsBanner } from './sms-banner';

describe('the SMS banner of a campaign page', () => {
  afterEach(cleanup);

  it('shows the code and the charity’s short number', () => {
    render(<SmsBanner campaign={campaign({ smsCode: '4412', SMSshortNumber: '7788' })} />);
    expect(screen.getByText(campaignPageMessages.smsTitle)).toBeTruthy();
    expect(screen.getByText('T4412')).toBeTruthy();
    expect(screen.getByText('7788')).toBeTruthy();
  });

  it('is not shown when the charity has no short number yet (a charity from an application)', () => {
    const { container } = render(<SmsBanner campaign={campaign({ smsCode: '4412', SMSshortNumber: '' })} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByText('T4412')).toBeNull();
  });
});
