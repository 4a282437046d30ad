// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validationMessages } from '@athar/contract/messages';
import { followCampaignRoute, followOptionsRoute } from '@athar/contract/routes/remembrance-follows';
import { clearSession } from '../../../lib/session';
import { followMessages } from '../../../lib/messages/follows';
import { privacyMessages } from '../../../lib/messages/privacy';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, envelope, followOptions, on, refusal, sentBodies } from '../../../test/api-answers';
import { FollowForm } from './follow-form';

configure({ asyncUtilTimeout: 5_000 });

const text = followMessages.form;
let anniversary = true;
let ramadanAhead = true;

const api = answerCalls({
  [on(followOptionsRoute)]: () =>
    envelope({
      ...(anniversary
        ? followOptions({ death_hijri_text: '12 جمادى الأولى 1446 هـ' })
        : followOptions({ anniversary_available: false, death_hijri_text: null })),
      ramadan_available: ramadanAhead,
    }),
  [on(followCampaignRoute)]: ({ body }) =>
    (body as { consent?: unknown }).consent !== true
      ? refusal(validationMessages.consentRequired, 400, { consent: validationMessages.consentRequired })
      : envelope({ status: 'pending' }),
});
const posts = () => sentBodies(api, followCampaignRoute);

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FollowForm campaignId={6} gender="female" />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the «ذكّرني» form', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
    clearSession();
    anniversary = true;
    ramadanAhead = true;
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it('does not offer the first Ramadan after the death once it has passed', async () => {
    ramadanAhead = false;
    renderForm();
    const group = await screen.findByRole('group', { name: text.legend });
    await within(group).findByRole('checkbox', { name: text.anniversary });
    expect(within(group).queryByRole('checkbox', { name: text.ramadan })).toBeNull();
    expect(within(group).getAllByRole('checkbox')).toHaveLength(4);
  });

  it('groups the reminders under a legend, none ticked, and asks a guest for an address and an unticked consent', async () => {
    const user = renderForm();
    const group = await screen.findByRole('group', { name: text.legend });
    const anniversaryBox = await within(group).findByRole('checkbox', { name: text.anniversary });
    expect(anniversaryBox.getAttribute('aria-describedby')).toBeTruthy();
    // docs/decisions/025: each mail is opted in to, so every box starts unticked, consent too
    const boxes = [
      ...within(group).getAllByRole('checkbox'),
      screen.getByRole('checkbox', { name: privacyMessages.consent.label }),
    ];
    expect(boxes).toHaveLength(6);
    for (const box of boxes)
      expect((box as HTMLInputElement).checked, box.getAttribute('name') ?? '').toBe(false);
    await user.type(screen.getByLabelText(text.email), 'guest@example.com');
    await user.click(within(group).getByRole('checkbox', { name: text.friday }));
    await user.click(within(group).getByRole('checkbox', { name: text.anniversary }));
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findAllByText(validationMessages.consentRequired)).not.toHaveLength(0);
    const consent = screen.getByRole('checkbox', { name: privacyMessages.consent.label });
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect((await screen.findByRole('status')).textContent).toBe(text.donePending);
    expect(posts().at(-1)).toEqual({
      anniversary: true,
      ramadan: false,
      arafah: false,
      friday: true,
      family_updates: false,
      email: 'guest@example.com',
      consent: true,
      campid: 6,
    });
  });

  it('offers no anniversary without a date of death, and refuses sending no choice at all', async () => {
    anniversary = false;
    const user = renderForm();
    const group = await screen.findByRole('group', { name: text.legend });
    await within(group).findByRole('checkbox', { name: text.ramadan });
    expect(within(group).queryByRole('checkbox', { name: text.anniversary })).toBeNull();
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(text.chooseOne);
    expect(posts()).toHaveLength(0);
  });
});
