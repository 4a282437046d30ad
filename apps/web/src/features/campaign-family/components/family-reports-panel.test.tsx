// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moderationMessages as serverMessages } from '@athar/contract/moderation/messages';
import type { FamilyReport } from '@athar/contract/moderation/reports';
import { answerReportRoute, familyReportsRoute } from '@athar/contract/routes/moderation';
import { reportMessages } from '../../../lib/messages/reports';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, envelope, on, sentBodies } from '../../../test/api-answers';
import { FamilyReportsPanel } from './family-reports-panel';

configure({ asyncUtilTimeout: 5_000 });
const text = reportMessages.family;

const photoReport: FamilyReport = {
  id: 41,
  reason: 'not_ours',
  reason_label: 'ليس فقيدنا / الاسم أو الصورة خطأ',
  suggested_fix: 'راجعوا اسم الفقيد وصورته: غيّروا الصورة أو الاسم إن لم يكونا صحيحين.',
  details: 'الصورة لرجل آخر',
  update: null,
  created_at: '2026-12-06T09:00:00.000Z',
  family_due_at: '2026-12-08T09:00:00.000Z',
};
let open = [photoReport];
const api = answerCalls({
  [on(familyReportsRoute)]: () => envelope(open),
  [on(answerReportRoute)]: () => {
    open = [];
    return envelope([], { message: serverMessages.markedFixed });
  },
});

describe('the visitors’ notes on the family’s page (docs/decisions/033)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
    open = [photoReport];
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it('shows the reason, the fix and the time left, and closes one the family marks fixed', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <FamilyReportsPanel campaignId={6} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: text.title })).toBeTruthy();
    expect(screen.getByText(photoReport.reason_label)).toBeTruthy();
    expect(screen.getByText(photoReport.suggested_fix)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: text.fixed }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: text.title })).toBeNull());
    expect(sentBodies(api, answerReportRoute)).toEqual([{ action: 'fixed' }]);
  });

  it('shows nothing when no note waits', async () => {
    open = [];
    render(
      <QueryClientProvider client={createQueryClient()}>
        <FamilyReportsPanel campaignId={6} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: text.title })).toBeNull();
  });
});
