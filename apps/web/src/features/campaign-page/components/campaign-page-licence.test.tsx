// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignDetailsRoute } from '@athar/contract/routes/campaigns';
import { campaignDuasRoute } from '@athar/contract/routes/remembrance-duas';
import { campaignMessages } from '../../../lib/messages/campaigns';
import { donationMessages } from '../../../lib/messages/donation';
import { licenceMessages } from '../../../lib/messages/licence';
import { licenceMoreMessages } from '../../../lib/messages/licence-more';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, campaign, envelope, licencePermit } from '../../../test/api-answers';
import { CampaignPage } from './campaign-page';
import { CondolenceCardPage } from './condolence-card-page';

configure({ asyncUtilTimeout: 5_000 });

const text = licenceMessages;
let details = campaign();
const api = answerCalls(
  {
    [campaignDetailsRoute.path]: () => envelope([details]),
    [campaignDuasRoute.path]: () => envelope({ items: [], next_before: null }),
  },
  { otherwise: () => envelope([]) },
);

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/CampaignDonation/:title/:campaignId" element={<CampaignPage />} />
          <Route path="/CondolenceCard/:campaignId" element={<CondolenceCardPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const openCampaign = async () => {
  renderAt('/CampaignDonation/x/6');
  await screen.findByRole('heading', { level: 1 });
};

describe('the campaign page and the charity’s licence (issue 19)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
    details = campaign();
  });

  it('names the charity with its registration and permit numbers, the rest on demand', async () => {
    await openCampaign();
    const line = screen.getByRole('group', { name: text.line.label });
    expect(within(line).getByRole('link', { name: 'جمعية الخير' }).getAttribute('href')).toBe(
      '/NGODetails/%D8%AC%D9%85%D8%B9%D9%8A%D8%A9_%D8%A7%D9%84%D8%AE%D9%8A%D8%B1/3',
    );
    // one name for the Ministry's number wherever it is read (issue 35)
    expect(line.textContent).toContain('رقم الإشهار 1234/2019');
    expect(line.textContent).toContain(`${text.line.permit} ON-77/2026`);
    const details = line.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(within(line).getByText(text.line.details).tagName).toBe('SUMMARY');
    // the details' code comes when they are opened
    expect(details.textContent).not.toContain(licencePermit().issuing_body);
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    await within(line).findByText(licencePermit().issuing_body);
    expect(details.textContent).toContain('31 ديسمبر 2026');
    expect(details.textContent).toContain('جمعية الخير للتنمية');
  });

  it('shows the project’s honest labels', async () => {
    await openCampaign();
    const labels = screen.getByRole('list', { name: text.labels.group });
    expect(
      within(labels)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['صدقة جارية', 'يجوز فيه إخراج الزكاة']);
  });

  it('takes donations by the button and SMS while a permit is in force', async () => {
    await openCampaign();
    expect(screen.queryByRole('heading', { name: text.paused.title })).toBeNull();
    expect(screen.getByRole('button', { name: donationMessages.donation.donate })).toBeTruthy();
    expect(screen.getByRole('heading', { name: campaignMessages.campaignPage.smsTitle })).toBeTruthy();
    expect(screen.queryByTestId('sticky-donate-bar')).not.toBeNull();
  });

  it('says why donations are paused and offers no way to give while no permit is in force', async () => {
    // as the api answers then: no method offered
    details = campaign({
      donations_paused: true,
      EPayment: false,
      CashCollection: false,
      licence: { ...campaign().licence, permit: null },
    });
    await openCampaign();
    const banner = screen.getByRole('region', { name: text.paused.title });
    expect(banner.textContent).toContain('وزارة التضامن الاجتماعي');

    const paused = screen.getByRole('button', { name: text.paused.donate });
    expect(paused.getAttribute('aria-disabled')).toBe('true');
    const described = document.getElementById(paused.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe(text.paused.reason);
    await userEvent.setup().click(paused);
    expect(screen.queryByRole('dialog')).toBeNull();

    expect(screen.queryByRole('button', { name: donationMessages.donation.donate })).toBeNull();
    expect(screen.queryByRole('heading', { name: campaignMessages.campaignPage.smsTitle })).toBeNull();
    expect(screen.queryByTestId('sticky-donate-bar')).toBeNull();
    const line = screen.getByRole('group', { name: text.line.label });
    expect(line.textContent).toContain(text.line.noPermit);
  });

  it('prints the registration and permit numbers on the condolence card', async () => {
    renderAt('/CondolenceCard/6');
    const note = await screen.findByTestId('card-licence');
    expect(note.textContent).toBe(`رقم الإشهار 1234/2019 · ${licenceMoreMessages.card.permit} ON-77/2026`);
  });
});
