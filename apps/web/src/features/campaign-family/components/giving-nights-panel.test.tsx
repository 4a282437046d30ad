// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '@athar/contract/messages';
import { campaignGivingNightsRoute } from '@athar/contract/routes/giving';
import { givingMessages } from '../../../lib/messages/giving';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, envelope, givingNight, refusal, type GivingNight } from '../../../test/api-answers';
import { GivingNightsPanel } from './giving-nights-panel';

configure({ asyncUtilTimeout: 5_000 });

const text = givingMessages.family;
const night = givingMessages.units.night;
let nights: GivingNight[] = [];
const api = answerCalls({
  [campaignGivingNightsRoute.path]: ({ query }) =>
    query.toString() === 'campid=6' ? envelope({ nights }) : refusal(apiMessages.campaignNotFound, 404),
});

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GivingNightsPanel campaignId={6} />
    </QueryClientProvider>,
  );
}

describe('the family’s scheduled nights (issue 21)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says how many give each night, what arrived, and only the names shown', async () => {
    nights = [
      givingNight({ givers: 3, confirmed: 2, confirmed_piasters: 30_000, shown_names: ['سارة', 'خالد'] }),
      givingNight({
        night: '2027-03-27',
        occasion: 'ramadan_28',
        label: 'ليلة 28 رمضان 1448 هـ',
        givers: 1,
        confirmed: 0,
        confirmed_piasters: 0,
        shown_names: [],
      }),
    ];
    renderPanel();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(night.givers(3)).textContent).toBe('يتبرع فيها: 3 أشخاص');
    expect(within(items[0]!).getByText(night.confirmed(2, '300 ج.م')).textContent).toBe(
      'وصل منها: تبرعان، بمجموع 300 ج.م',
    );
    expect(within(items[0]!).getByText(text.names('سارة، خالد'))).toBeTruthy();
    expect(within(items[1]!).getByText('يتبرع فيها: شخص واحد')).toBeTruthy();
    expect(within(items[1]!).queryByText(/ممن أظهروا/)).toBeNull();
  });

  it('speaks of a Friday before the prayer as a day, beside the night of the same date (docs/decisions/030)', async () => {
    nights = [
      givingNight({
        night: '2027-03-05',
        occasion: 'friday_morning',
        label: 'يوم الجمعة 5 مارس 2027 — قبل الصلاة',
        givers: 2,
        confirmed: 1,
        confirmed_piasters: 10_000,
      }),
      givingNight({ night: '2027-03-05', occasion: 'ramadan_27', givers: 1 }),
    ];
    renderPanel();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('يتبرع فيه: شخصان')).toBeTruthy();
    expect(within(items[0]!).getByText('وصل منه: تبرع واحد، بمجموع 100 ج.م')).toBeTruthy();
    expect(within(items[1]!).getByText('يتبرع فيها: شخص واحد')).toBeTruthy();
  });

  it('says so when nobody has scheduled a gift yet', async () => {
    nights = [];
    renderPanel();
    expect(await screen.findByText(text.empty)).toBeTruthy();
  });
});
