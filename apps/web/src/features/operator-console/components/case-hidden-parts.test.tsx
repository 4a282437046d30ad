// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hiddenPartLabels } from '@athar/contract/moderation/hidden-parts';
import type { CaseReport, ModerationCase } from '@athar/contract/moderation/queue';
import { moderationHiddenPhotoRoute } from '@athar/contract/routes/moderation';
import { operatorModerationMessages } from '../../../lib/messages/operator-moderation';
import { createQueryClient } from '../../../lib/query-client';
import { CaseHiddenParts } from './case-hidden-parts';

const text = operatorModerationMessages;
const photoRoute = moderationHiddenPhotoRoute.path.replace(':campid', () => '12');

const report = (update: CaseReport['update']): CaseReport => ({
  id: update?.id ?? 1,
  dua_id: null,
  update,
  reason: 'money_outside',
  reason_label: 'يطلب مالًا خارج أثر',
  details: null,
  contact: null,
  stage: 'queue',
  created_at: '2026-12-06T09:00:00.000Z',
  family_answer: null,
  closed_how: null,
});

const found = (given: Partial<ModerationCase>): ModerationCase => ({
  campaign_id: 12,
  title: 'منصور الأول',
  description: '',
  image: null,
  created_at: '2026-12-01T09:00:00.000Z',
  creator_name: 'منى صابر',
  ngo_name: 'جمعية النور',
  collected: 0,
  moderation: null,
  take_down_request: null,
  reports: [],
  signals: [],
  hidden_parts: [],
  appeals: [],
  decisions: [],
  ...given,
});

function renderParts(item: ModerationCase) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CaseHiddenParts operatorId={3} found={item} />
    </QueryClientProvider>,
  );
}

describe('a case’s hidden parts and what may be hidden (docs/decisions/047)', () => {
  afterEach(cleanup);

  it('shows the hidden photo through the moderators’ route the case names', () => {
    renderParts(
      found({
        hidden_parts: [
          {
            part: 'photo',
            part_id: null,
            label: hiddenPartLabels.photo,
            text: null,
            image_url: photoRoute,
            reason: 'صورة لشخص آخر',
            hidden_at: '2026-12-06T10:00:00.000Z',
          },
        ],
      }),
    );
    expect(screen.getByRole('img', { name: text.hiddenPhotoAlt }).getAttribute('src')).toBe(photoRoute);
  });

  it('offers to hide a reported update still shown, and not one hidden already', () => {
    renderParts(
      found({
        reports: [
          report({ kind: 'delivery_update', id: 31, body: 'حوّلوا على المحفظة', hidden: false }),
          report({ kind: 'family_update', id: 32, body: 'كلام جارح', hidden: true }),
        ],
      }),
    );
    const shown = text.hide(text.numbered(hiddenPartLabels.delivery_update, 31));
    const hidden = text.hide(text.numbered(hiddenPartLabels.family_update, 32));
    expect(screen.getByRole('button', { name: shown })).toBeTruthy();
    expect(screen.queryByRole('button', { name: hidden })).toBeNull();
  });
});
