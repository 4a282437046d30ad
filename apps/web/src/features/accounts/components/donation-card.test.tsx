// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyDonation } from '@athar/contract/accounts/user-lists';
import { accountMessages } from '../../../lib/messages/accounts';
import { receiptMessages } from '../../../lib/messages/receipt';
import { myDonation } from '../../../test/api-answers';
import { DonationCard } from './donation-card';

const text = accountMessages.accounts.lists;

function renderCard(given: Partial<MyDonation>) {
  render(
    <MemoryRouter>
      <DonationCard donation={myDonation(given)} />
    </MemoryRouter>,
  );
}

describe('a row of /MyDonations', () => {
  afterEach(cleanup);

  it('shows a pending kiosk code, until when in Cairo time, and leads to its receipt page', () => {
    renderCard({});
    expect(screen.getByText(text.kiosk.status)).toBeTruthy();
    expect(screen.getByText('5566778899')).toBeTruthy();
    expect(screen.getByText(text.kiosk.until('3 يناير في 12:30 م'))).toBeTruthy();
    const link = screen.getByRole('link', { name: text.kiosk.howToPayFor(91) });
    expect(link.getAttribute('href')).toBe('/Receipt/91');
  });

  it('hides a code past its expiry and says so', () => {
    renderCard({ kiosk_expires_at: '2020-01-01T00:00:00.000Z' });
    expect(screen.getByText(text.kiosk.expiredStatus)).toBeTruthy();
    expect(screen.queryByText('5566778899')).toBeNull();
    expect(screen.getByRole('link', { name: receiptMessages.receipt.viewFor(91) })).toBeTruthy();
  });

  it('names a refunded donation', () => {
    renderCard({ status: 'refunded', kiosk_reference: null, kiosk_expires_at: null });
    expect(screen.getByText(text.donationStatus.refunded)).toBeTruthy();
    expect(screen.queryByText(text.kiosk.reference)).toBeNull();
  });
});
