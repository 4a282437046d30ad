// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignDetailsRoute } from '@athar/contract/routes/campaigns';
import { campaignDuasRoute } from '@athar/contract/routes/remembrance-duas';
import { khatmaRoute } from '@athar/contract/routes/remembrance-khatma';
import { campaignPageMessages } from '../../../lib/messages/campaign-page';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, campaign, envelope, khatmaView, on } from '../../../test/api-answers';
import { CampaignPage } from './campaign-page';
import { KHATMA_ANCHOR } from './khatma-notice';

configure({ asyncUtilTimeout: 5_000 });

const text = campaignPageMessages.khatmaNotice;
let khatma = khatmaView(4);
let khatmaOpen = true;
const api = answerCalls(
  {
    [campaignDetailsRoute.path]: () => envelope([campaign({ khatma_open: khatmaOpen })]),
    [on(khatmaRoute)]: () => envelope(khatma),
    [campaignDuasRoute.path]: () => envelope({ items: [], next_before: null }),
  },
  { otherwise: () => envelope([]) },
);

/** the khatma's answer read and rendered */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

async function openCampaign() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/CampaignDonation/x/6']}>
        <Routes>
          <Route path="/CampaignDonation/:title/:campaignId" element={<CampaignPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
}

describe('the campaign page says near its top that the family opened a khatma (issue 35)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
    khatma = khatmaView(4);
    khatmaOpen = true;
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('an open khatma: a line under the deceased’s name, whose link jumps down to the khatma', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    await openCampaign();
    const link = await screen.findByRole('link', { name: text.link });
    expect(link.closest('p')?.textContent).toBe(`${text.text} ${text.link}`);
    // near the top: inside the first block, the one holding the deceased's name
    expect(link.closest('section')?.contains(screen.getByRole('heading', { level: 1 }))).toBe(true);
    expect(link.getAttribute('href')).toBe(`#${KHATMA_ANCHOR}`);
    await userEvent.setup().click(link);
    // the khatma's room, or its heading once its part is in
    const target = scrolled.mock.contexts.at(-1) as HTMLElement;
    expect(document.getElementById(KHATMA_ANCHOR)!.contains(target)).toBe(true);
  });

  it('no khatma open (none yet, or the last one finished): no line', async () => {
    khatmaOpen = false;
    await openCampaign();
    await settle();
    expect(screen.queryByText(text.text)).toBeNull();
    expect(screen.queryByRole('link', { name: text.link })).toBeNull();
  });
});
