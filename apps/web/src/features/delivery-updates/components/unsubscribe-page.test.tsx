// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unsubscribeUpdatesRoute } from '@athar/contract/routes/campaigns';
import { deliveryMessages } from '../../../lib/messages/delivery';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, callsTo, envelope, on } from '../../../test/api-answers';
import { UnsubscribePage } from './unsubscribe-page';

configure({ asyncUtilTimeout: 5_000 });

const TOKEN = 'q7Vb2mXo9TzL0cKpA4sYwE1nR8uHdG6jFiN3lZ5yCxQ';
const api = answerCalls({
  [on(unsubscribeUpdatesRoute)]: () => envelope([{ campaign_title: 'سعاد إبراهيم' }]),
});

/** docs/decisions/028: opening the update mail's link shows its page; only the button's press posts. */
describe('the page of an update mail’s unsubscribe link', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it('stops a campaign’s update mails only on the button’s press', async () => {
    const updates = deliveryMessages.unsubscribe;
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[`/Unsubscribe?token=${TOKEN}`]}>
          <UnsubscribePage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const stop = await screen.findByRole('button', { name: updates.action });
    expect(callsTo(api, unsubscribeUpdatesRoute)).toHaveLength(0);
    await user.click(stop);
    expect((await screen.findByRole('status')).textContent).toBe(updates.done('سعاد إبراهيم'));
    const sent = callsTo(api, unsubscribeUpdatesRoute);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
  });
});
