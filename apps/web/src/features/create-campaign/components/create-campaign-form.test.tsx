// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validationMessages } from '@athar/contract/messages';
import { loginRoute } from '@athar/contract/routes/auth';
import { createCampaignRoute } from '@athar/contract/routes/campaigns';
import { hijriCorrectionsRoute } from '@athar/contract/routes/hijri';
import { registerRoute } from '@athar/contract/routes/users';
import { accountMessages } from '../../../lib/messages/accounts';
import { campaignMessages } from '../../../lib/messages/campaigns';
import { privacyMessages } from '../../../lib/messages/privacy';
import { createQueryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { answerCalls, callsTo, envelope, sentBodies, sessionUser } from '../../../test/api-answers';
import { CreateCampaignForm } from './create-campaign-form';

configure({ asyncUtilTimeout: 5_000 });

const text = campaignMessages.createCampaign;
const fields = accountMessages.accounts.fields;
const processing = privacyMessages.processing;
const USER = sessionUser({ user_id: 41 });
const { access_token: _token, ...registered } = USER;

const api = answerCalls({
  [hijriCorrectionsRoute.path]: () => envelope([]),
  [registerRoute.path]: () => envelope([registered]),
  [loginRoute.path]: () => envelope([USER]),
  [createCampaignRoute.path]: () =>
    envelope([{ campaign_id: 90, campaign_title: 'سامي فؤاد', deceased_gender: 'male', code: 10090 }]),
});

function renderForm() {
  const onCreated = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/CreateCampaign/بئر/3']}>
        <CreateCampaignForm projectId={3} onCreated={onCreated} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onCreated, user: userEvent.setup() };
}

/** The line under the buttons, in the words of «التالي» and what the press makes. */
const processingLine = (purpose: keyof typeof processing.purposes) =>
  screen.getByText(
    (_content, node) =>
      node?.tagName === 'P' &&
      node.textContent === `${processing.lead(text.next, processing.purposes[purpose])} ${processing.link}.`,
  );

async function fillCampaign(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(text.deceasedName), 'سامي فؤاد');
  await user.click(screen.getByRole('radio', { name: new RegExp(text.gender.male) }));
  await user.type(screen.getByLabelText(text.phone), '01012345678');
}

describe('the create-campaign form asks no consent box (docs/decisions/025)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
    clearSession();
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
    clearSession();
  });

  it('a guest: the line speaks of the account and the campaign, and neither call carries consent', async () => {
    const { user, onCreated } = renderForm();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    const line = processingLine('guestCampaign');
    expect(within(line).getByRole('link', { name: processing.link }).getAttribute('href')).toBe('/Privacy');
    const next = screen.getByRole('button', { name: text.next });
    expect(next.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await fillCampaign(user);
    await user.type(screen.getByLabelText(fields.userName), 'منى أحمد');
    await user.type(screen.getByLabelText(fields.email), 'mona@example.com');
    await user.type(screen.getByLabelText(fields.password), 'secret-123');
    await user.type(screen.getByLabelText(fields.confirmPassword), 'secret-123');
    await user.click(next);
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(sentBodies(api, registerRoute)).toEqual([
      { user_name: 'منى أحمد', email: 'mona@example.com', password: 'secret-123', msisdn: '01012345678' },
    ]);
    const form = callsTo(api, createCampaignRoute)[0]!.body as FormData;
    expect(form.get('campaign_title')).toBe('سامي فؤاد');
    expect(form.get('user_id')).toBe('41');
    expect(form.has('consent')).toBe(false);
  });

  it('a guest pressing «التالي» sees every field’s message at once: a mistyped confirmation beside an unanswered gender (issue 35)', async () => {
    const { user, onCreated } = renderForm();
    await user.type(screen.getByLabelText(text.deceasedName), 'سامي فؤاد');
    await user.type(screen.getByLabelText(text.phone), '01012345678');
    await user.type(screen.getByLabelText(fields.userName), 'منى أحمد');
    await user.type(screen.getByLabelText(fields.email), 'mona@example.com');
    await user.type(screen.getByLabelText(fields.password), 'secret-123');
    await user.type(screen.getByLabelText(fields.confirmPassword), 'secret-124');
    await user.click(screen.getByRole('button', { name: text.next }));
    expect(await screen.findByText(validationMessages.deceasedGender)).toBeTruthy();
    expect(screen.getByText(validationMessages.passwordMismatch)).toBeTruthy();
    expect(screen.getByLabelText(fields.confirmPassword).getAttribute('aria-invalid')).toBe('true');
    expect(onCreated).not.toHaveBeenCalled();
    expect(callsTo(api, registerRoute)).toEqual([]);
  });

  it('a logged-in creator: the line speaks of the campaign alone', () => {
    saveSession(USER);
    renderForm();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(processingLine('campaign')).toBeTruthy();
  });
});
