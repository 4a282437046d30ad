// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignDetailsRoute } from '@athar/contract/routes/campaigns';
import { campaignDuasRoute } from '@athar/contract/routes/remembrance-duas';
import { khatmaRoute, markReadByLinkRoute } from '@athar/contract/routes/remembrance-khatma';
import { khatmaMessages as khatmaApiMessages } from '@athar/contract/remembrance/khatma-messages';
import { khatmaMessages } from '../../../lib/messages/khatma';
import { createQueryClient } from '../../../lib/query-client';
import {
  answerCalls,
  callsTo,
  campaign,
  envelope,
  khatmaView,
  on,
  refusal,
  sentBodies,
  type Answer,
} from '../../../test/api-answers';
import { CampaignPage } from './campaign-page';

configure({ asyncUtilTimeout: 5_000 });

const text = khatmaMessages.readLink;
const TOKEN = 'Zx9_-Qw3'.repeat(5).slice(0, 43);
const marked = () =>
  envelope(
    { khatma_id: 3, juz: 7, finished: false, already_read: false },
    { message: khatmaApiMessages.markedReadByLink(7) },
  );
let pressAnswer: Answer = marked;
const api = answerCalls(
  {
    [campaignDetailsRoute.path]: () => envelope([campaign({ khatma_open: true })]),
    [on(khatmaRoute)]: () => envelope(khatmaView(4)),
    [campaignDuasRoute.path]: () => envelope({ items: [], next_before: null }),
    [on(markReadByLinkRoute)]: (call) => pressAnswer(call),
  },
  { otherwise: () => envelope([]) },
);

/** Where the page's address is now. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

async function openCampaign(search: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/CampaignDonation/x/6${search}`]}>
        <Routes>
          <Route
            path="/CampaignDonation/:title/:campaignId"
            element={
              <>
                <CampaignPage />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
}

describe('the campaign page a khatma reservation’s «read» link opens (issue 35)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
    pressAnswer = marked;
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it('says what the link does and marks nothing until the press; the press marks it and forgets the token', async () => {
    await openCampaign(`?khatma_read=${TOKEN}`);
    const panel = await screen.findByRole('region', { name: text.title });
    const press = screen.getByRole('button', { name: text.action });
    expect(panel.contains(press)).toBe(true);
    expect(callsTo(api, markReadByLinkRoute)).toEqual([]);
    const khatmaCalls = callsTo(api, khatmaRoute).length;

    await userEvent.setup().click(press);
    const done = await screen.findByText(khatmaApiMessages.markedReadByLink(7));
    expect(done.getAttribute('role')).toBe('status');
    expect(panel.contains(done)).toBe(true);
    expect(sentBodies(api, markReadByLinkRoute)).toEqual([{ campid: 6, token: TOKEN }]);
    expect(screen.queryByRole('button', { name: text.action })).toBeNull();
    expect(panel.contains(screen.getByRole('link', { name: text.toKhatma }))).toBe(true);
    // the grid is asked again, and a copied address no longer carries the link
    await vi.waitFor(() => expect(callsTo(api, khatmaRoute).length).toBeGreaterThan(khatmaCalls));
    await vi.waitFor(() => expect(screen.getByTestId('address').textContent).not.toContain('khatma_read'));
  });

  it('says a refusal in Arabic and keeps the button for another try', async () => {
    pressAnswer = () => refusal(khatmaApiMessages.readLinkInvalid, 400);
    await openCampaign(`?khatma_read=${TOKEN}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: text.action }));
    expect((await screen.findByRole('alert')).textContent).toBe(khatmaApiMessages.readLinkInvalid);
    expect(screen.getByRole('button', { name: text.action })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toContain(`khatma_read=${TOKEN}`);
  });

  it('opened without a link: no panel', async () => {
    await openCampaign('');
    expect(screen.queryByRole('region', { name: text.title })).toBeNull();
  });
});
