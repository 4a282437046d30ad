// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FamilyHiddenPart } from '@athar/contract/moderation/hide';
import { HIDDEN_MARK } from '@athar/contract/moderation/hidden-parts';
import { familyHiddenPartsRoute } from '@athar/contract/routes/moderation';
import { reportMessages } from '../../../lib/messages/reports';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, envelope, on } from '../../../test/api-answers';
import { FamilyHiddenPanel } from './family-hidden-panel';

configure({ asyncUtilTimeout: 5_000 });
const text = reportMessages.hidden;

const hiddenPhoto: FamilyHiddenPart = {
  part: 'photo',
  part_id: null,
  label: 'صورة الحملة',
  text: null,
  image_url: '/uploads/campaigns/abc.webp',
  reason: 'الصورة لشخص آخر',
  hidden_at: '2026-12-06T10:00:00.000Z',
};
const hiddenDua: FamilyHiddenPart = {
  part: 'dua',
  part_id: 9,
  label: 'دعاء',
  text: 'دعاء فيه كلام جارح',
  image_url: null,
  reason: 'كلام جارح',
  hidden_at: '2026-12-06T10:05:00.000Z',
};
let hidden: FamilyHiddenPart[] = [];
const api = answerCalls({ [on(familyHiddenPartsRoute)]: () => envelope(hidden) });

const renderPanel = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FamilyHiddenPanel campaignId={6} />
    </QueryClientProvider>,
  );

describe('what a moderator hid, on the family’s page (docs/decisions/036)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it('shows each hidden element as it was, marked «مخفي للمراجعة», with the reason', async () => {
    hidden = [hiddenPhoto, hiddenDua];
    renderPanel();
    const section = await screen.findByRole('region', { name: text.title });
    const [photo, dua] = within(section).getAllByTestId('family-hidden-part');
    expect(within(photo!).getByText(HIDDEN_MARK)).toBeTruthy();
    expect(within(photo!).getByRole('img', { name: text.photoAlt }).getAttribute('src')).toBe(
      hiddenPhoto.image_url,
    );
    expect(within(dua!).getByText('دعاء فيه كلام جارح')).toBeTruthy();
    expect(within(dua!).getByText(`${text.reason} كلام جارح`)).toBeTruthy();
  });

  it('shows nothing when nothing is hidden', async () => {
    hidden = [];
    renderPanel();
    await vi.waitFor(() => expect(api).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: text.title })).toBeNull();
  });
});
