// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moderationMessages as serverMessages } from '@athar/contract/moderation/messages';
import { reportReasonLabels } from '@athar/contract/moderation/report-reasons';
import { reportCampaignRoute } from '@athar/contract/routes/moderation';
import { formatDate } from '../../../lib/format-date';
import { reportMessages } from '../../../lib/messages/reports';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, envelope, on, sentBodies } from '../../../test/api-answers';
import { ReportUpdateButton } from './report-update-button';

configure({ asyncUtilTimeout: 5_000 });
const text = reportMessages;
const POSTED = '2026-11-20T10:00:00.000Z';

const api = answerCalls({
  [on(reportCampaignRoute)]: () => envelope([], { message: serverMessages.reported }),
});

describe('«إبلاغ» under one update of a campaign page (migration 052)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it('is a button named for a screen reader by the update, and sends the page’s form about that update', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ReportUpdateButton campaignId={6} update={{ kind: 'delivery_update', id: 31, created_at: POSTED }} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', {
      name: text.updateButton.label.delivery_update(formatDate(POSTED)),
    });
    expect(button.textContent).toBe(text.updateButton.text);
    // from the keyboard, as a person tabbing to it
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: text.form.updateTitle.delivery_update })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: reportReasonLabels.money_outside }));
    await user.type(screen.getByLabelText(text.form.details), 'رقم هاتف للتحويل');
    await user.click(screen.getByRole('button', { name: text.form.send }));
    expect(await screen.findByText(serverMessages.reported)).toBeTruthy();
    expect(sentBodies(api, reportCampaignRoute)).toEqual([
      {
        reason: 'money_outside',
        details: 'رقم هاتف للتحويل',
        contact: null,
        update: { kind: 'delivery_update', id: 31 },
      },
    ]);
  });
});
