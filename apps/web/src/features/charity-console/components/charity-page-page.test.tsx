// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CharityPage } from '@athar/contract/charity/charity-page';
import { charityPageMessages as answers } from '@athar/contract/charity/charity-page-messages';
import {
  charityPageRoute,
  editCharityPageRoute,
  proposeCharityNameRoute,
} from '@athar/contract/routes/charity';
import { charityPageMessages as text } from '../../../lib/messages/charity-page';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, callsTo, envelope, on, refusal } from '../../../test/api-answers';
import { CharityPagePage } from './charity-page-page';

configure({ asyncUtilTimeout: 5_000 });

const page: CharityPage = {
  ngo_id: 2,
  ar_name: 'جمعية الأمل',
  ngo_description: 'جمعية تعمل في حفر الآبار وكفالة الأيتام منذ عشرين عامًا.',
  ngo_image: '/media/ngos/logo.webp',
  pending_name: null,
  refused_name: { ar_name: 'جمعية الأمل الكبرى', reason: 'لا يطابق قرار الإشهار' },
};

const network = answerCalls({
  [on(charityPageRoute)]: () => envelope([page]),
  [on(editCharityPageRoute)]: () => envelope([page], { message: answers.descriptionSaved }),
  [on(proposeCharityNameRoute)]: () => refusal(answers.nameTaken, 409, { ar_name: answers.nameTaken }),
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/charity/page']}>
        <CharityPagePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

describe('the console’s charity page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', network);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    network.mockClear();
    vi.unstubAllGlobals();
  });

  it('saves the description, refusing a short one in Arabic first', async () => {
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: text.description });
    const field = within(form).getByLabelText(text.description);
    await user.clear(field);
    await user.type(field, 'قصير');
    await user.click(within(form).getByRole('button', { name: text.saveDescription }));
    expect(await within(form).findByText(answers.descriptionInvalid)).toBeTruthy();
    expect(callsTo(network, editCharityPageRoute)).toEqual([]);
    await user.clear(field);
    await user.type(field, 'جمعية أهلية تعمل في صعيد مصر منذ عام 2005.');
    await user.click(within(form).getByRole('button', { name: text.saveDescription }));
    await waitFor(() => expect(callsTo(network, editCharityPageRoute)).toHaveLength(1));
    expect(callsTo(network, editCharityPageRoute)[0]!.body).toEqual({
      ngo_description: 'جمعية أهلية تعمل في صعيد مصر منذ عام 2005.',
    });
  });

  it('shows the refused name with its reason, and the server’s refusal of a new one', async () => {
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: text.newName });
    expect(within(form).getByText(text.currentName('جمعية الأمل'))).toBeTruthy();
    expect(within(form).getByRole('note').textContent).toContain('لا يطابق قرار الإشهار');
    await user.type(within(form).getByLabelText(text.newName), 'جمعية رسالة');
    await user.click(within(form).getByRole('button', { name: text.proposeName }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(answers.nameTaken));
    expect(callsTo(network, proposeCharityNameRoute)[0]!.body).toEqual({ ar_name: 'جمعية رسالة' });
  });
});
