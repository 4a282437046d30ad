// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignDetailsRoute } from '@athar/contract/routes/campaigns';
import { clearGatewayForm, keepGatewayForm } from '../../../lib/kept-gateway-form';
import { donationMessages } from '../../../lib/messages/donation';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, campaign, envelope } from '../../../test/api-answers';
import { TransactionFailedPage } from './transaction-failed-page';

const text = donationMessages.donation;
const api = answerCalls({
  [campaignDetailsRoute.path]: () => envelope([campaign({ campaign_id: 6, campaign_title: 'محمد علي' })]),
});

/** The campaign page as the failure page's link reaches it: what it was handed. */
function Arrived() {
  return <output data-testid="handed">{JSON.stringify(useLocation().state)}</output>;
}

function openFailure(address: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/transactionfailed" element={<TransactionFailedPage />} />
          <Route path="/CampaignDonation/:title/:id" element={<Arrived />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * Issue 35: the failure page told a wallet with no balance to check its card's details, said its
 * advice twice, offered two buttons of one meaning and no longer named the campaign.
 */
describe('the payment failure page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    clearGatewayForm();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says the reason the gateway gave, once, names the campaign, and offers one way back', async () => {
    openFailure('/transactionfailed?reason=insufficient&method=wallet&campaignID=6&campaignName=محمد_علي');
    await screen.findByRole('heading', { name: text.failedTitleFor('محمد علي') });
    expect(screen.getByText(text.failedByMethod.wallet.insufficient)).toBeTruthy();
    expect(document.body.textContent).not.toContain('البطاقة');
    expect(document.body.textContent!.split(text.failedText)).toHaveLength(2);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([text.retryOnCampaign]);
  });

  it('names the campaign as the api has it, never as the address writes it', async () => {
    openFailure('/transactionfailed?reason=declined&method=meeza&campaignID=6&campaignName=اتصل_بالرقم_0100');
    await screen.findByRole('heading', { name: text.failedTitleFor('محمد علي') });
    expect(document.body.textContent).not.toContain('اتصل');
    expect(screen.getByText(text.failedByMethod.meeza.declined)).toBeTruthy();
  });

  it('leads back with the form the donor filled before leaving for the gateway', async () => {
    keepGatewayForm(6, { user_name: 'سارة محمود', email: 'sara@example.com', amount: '250', type: 'wallet' });
    openFailure('/transactionfailed?reason=declined&method=wallet&campaignID=6&campaignName=محمد_علي');
    await userEvent.setup().click(await screen.findByRole('link', { name: text.retryOnCampaign }));
    const handed = JSON.parse((await screen.findByTestId('handed')).textContent!);
    expect(handed.retryDonation).toMatchObject({ user_name: 'سارة محمود', amount: '250', type: 'wallet' });
  });

  it('keeps another campaign’s form out, and without a campaign leads to /Campaigns only', async () => {
    keepGatewayForm(7, { user_name: 'سارة محمود', amount: '250' });
    openFailure('/transactionfailed?reason=declined&campaignID=6&campaignName=محمد_علي');
    await userEvent.setup().click(await screen.findByRole('link', { name: text.retryOnCampaign }));
    expect(JSON.parse((await screen.findByTestId('handed')).textContent!).retryDonation).toEqual({});
    cleanup();

    openFailure('/transactionfailed?reason=declined');
    expect(screen.getByText(text.failedReasons.declined)).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/Campaigns']);
  });
});
