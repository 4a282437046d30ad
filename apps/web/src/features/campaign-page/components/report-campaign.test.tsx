// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moderationMessages as serverMessages } from '@athar/contract/moderation/messages';
import { reportReasonLabels } from '@athar/contract/moderation/report-reasons';
import { reportCampaignRoute } from '@athar/contract/routes/moderation';
import { moderationMessages } from '../../../lib/messages/moderation';
import { reportMessages } from '../../../lib/messages/reports';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, envelope, on, sentBodies } from '../../../test/api-answers';
import { CampaignMenu } from './campaign-menu';
import { UnderReviewPage } from './under-review-page';
import { DonationsPausedBanner } from './donations-paused-banner';

configure({ asyncUtilTimeout: 5_000 });
const text = moderationMessages;

const api = answerCalls({
  [on(reportCampaignRoute)]: () => envelope([], { message: serverMessages.reported }),
});

function renderMenu() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CampaignMenu campaignId={6} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('«إبلاغ» on a campaign page (docs/decisions/033)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it('sits in the page’s menu, asks a reason first, and sends it with the details and contact', async () => {
    const user = renderMenu();
    expect(screen.queryByRole('button', { name: text.menu.report })).toBeNull();
    await user.click(screen.getByRole('button', { name: text.menu.label }));
    await user.click(screen.getByRole('button', { name: text.menu.report }));
    const send = await screen.findByRole('button', { name: reportMessages.form.send });
    await user.click(send);
    expect(await screen.findByText(serverMessages.reasonRequired)).toBeTruthy();
    expect(sentBodies(api, reportCampaignRoute)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: reportReasonLabels.not_ours }));
    await user.type(screen.getByLabelText(reportMessages.form.details), 'الصورة لغير المرحوم');
    await user.type(screen.getByLabelText(reportMessages.form.contact), 'me@example.com');
    await user.click(send);
    expect(await screen.findByText(serverMessages.reported)).toBeTruthy();
    expect(sentBodies(api, reportCampaignRoute)).toEqual([
      { reason: 'not_ours', details: 'الصورة لغير المرحوم', contact: 'me@example.com' },
    ]);
  });

  it('offers the six reasons phrased for memorials', async () => {
    const user = renderMenu();
    await user.click(screen.getByRole('button', { name: text.menu.label }));
    await user.click(screen.getByRole('button', { name: text.menu.report }));
    await screen.findByRole('button', { name: reportMessages.form.send });
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      'ليس فقيدنا / الاسم أو الصورة خطأ',
      'كلام جارح أو مسيء',
      'يطلب مالًا خارج أثر',
      'حملة مكررة لنفس الفقيد',
      'حقوق ملكية',
      'سبب آخر',
    ]);
  });

  it('says a paused page is under review, and a taken-down link only that it is under review', () => {
    render(<DonationsPausedBanner underReview />);
    expect(screen.getByRole('heading', { name: 'التبرع متوقف مؤقتًا للمراجعة' })).toBeTruthy();
    cleanup();
    render(
      <MemoryRouter>
        <UnderReviewPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'هذه الصفحة قيد المراجعة' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/احتيال|نصب|مخالف/);
  });
});
