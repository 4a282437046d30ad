// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectDraftMessages } from '@athar/contract/charity/project-draft-messages';
import { categoriesRoute } from '@athar/contract/routes/campaigns';
import {
  charityProjectsRoute,
  createProjectDraftRoute,
  projectDraftsRoute,
  retireCharityProjectRoute,
  submitProjectDraftRoute,
} from '@athar/contract/routes/charity';
import { liveProjectsMessages, projectDraftsMessages as text } from '../../../lib/messages/project-drafts';
import { createQueryClient } from '../../../lib/query-client';
import {
  answerCalls,
  callsTo,
  charityProject,
  envelope,
  on,
  projectDraftRecord,
  refusal,
} from '../../../test/api-answers';
import { ProjectDraftsPage } from './project-drafts-page';

configure({ asyncUtilTimeout: 5_000 });

const categories = [
  { id: 1, category_id: 1, ar_name: 'آبار', category_image: '/media/c1.webp' },
  { id: 2, category_id: 2, ar_name: 'تعليم', category_image: '/media/c2.webp' },
];

const network = answerCalls({
  [on(categoriesRoute)]: () => envelope(categories),
  [on(projectDraftsRoute)]: () => envelope([projectDraftRecord()]),
  [on(charityProjectsRoute)]: () => envelope([charityProject()]),
  [on(retireCharityProjectRoute)]: () =>
    envelope([{ project_id: 3 }], { message: projectDraftMessages.retired }),
  [on(createProjectDraftRoute)]: ({ body }) =>
    envelope([projectDraftRecord({ draft_id: 8, status: 'draft', ...(body as object) })], {
      message: projectDraftMessages.created,
    }),
  [on(submitProjectDraftRoute)]: () =>
    refusal(projectDraftMessages.pictureNeeded, 400, { project_image: projectDraftMessages.pictureNeeded }),
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/charity/project-drafts']}>
        <ProjectDraftsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

describe('the console’s project writing page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', network);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    network.mockClear();
    vi.unstubAllGlobals();
  });

  it('checks a new project in Arabic before sending, then sends the unit price in pounds', async () => {
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: text.newTitle });
    await within(form).findByRole('option', { name: 'تعليم' });
    await user.type(within(form).getByLabelText(text.name), 'Well');
    await user.type(within(form).getByLabelText(text.description), 'قصير');
    await user.type(within(form).getByLabelText(text.amount), '99');
    await user.click(within(form).getByRole('button', { name: text.save }));
    expect(await within(form).findByText(projectDraftMessages.nameInvalid)).toBeTruthy();
    expect(within(form).getByText(projectDraftMessages.descriptionInvalid)).toBeTruthy();
    expect(within(form).getByText(projectDraftMessages.amountInvalid)).toBeTruthy();
    expect(within(form).getByText(projectDraftMessages.categoryInvalid)).toBeTruthy();
    expect(callsTo(network, createProjectDraftRoute)).toEqual([]);

    await user.clear(within(form).getByLabelText(text.name));
    await user.type(within(form).getByLabelText(text.name), 'حفر بئر في قرية نائية');
    await user.clear(within(form).getByLabelText(text.description));
    await user.type(within(form).getByLabelText(text.description), 'بئر مياه عميقة تكفي قرية كاملة لسنوات.');
    await user.clear(within(form).getByLabelText(text.amount));
    await user.type(within(form).getByLabelText(text.amount), '45000');
    await user.selectOptions(within(form).getByLabelText(text.category), 'آبار');
    await user.click(within(form).getByRole('radio', { name: text.kind.jariya }));
    await user.click(within(form).getByRole('button', { name: text.save }));
    await waitFor(() => expect(callsTo(network, createProjectDraftRoute)).toHaveLength(1));
    expect(callsTo(network, createProjectDraftRoute)[0]!.body).toEqual({
      ar_name: 'حفر بئر في قرية نائية',
      project_description: 'بئر مياه عميقة تكفي قرية كاملة لسنوات.',
      amount_egp: 45_000,
      category_id: 1,
      sadaqa_kind: 'jariya',
      zakat_eligible: false,
    });
  });

  it('shows the operators’ note on a draft sent back, and the server’s refusal of sending it again', async () => {
    const { user } = renderPage();
    const list = await screen.findByRole('list', { name: text.listLabel });
    expect(within(list).getByText(text.status.returned)).toBeTruthy();
    expect(within(list).getByText('أضيفوا صورة من الجامعة')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: text.submit }));
    await waitFor(() =>
      expect(within(list).getByRole('alert').textContent).toBe(projectDraftMessages.pictureNeeded),
    );
    expect(callsTo(network, submitProjectDraftRoute).map((call) => call.url.pathname)).toEqual([
      '/api/charity/project-drafts/7/submit',
    ]);
  });

  it('starts a revision of a live project from its values, and retires one after a second click', async () => {
    const { user } = renderPage();
    const live = await screen.findByRole('list', { name: liveProjectsMessages.listLabel });
    const well = within(live).getByRole('article', { name: 'حفر بئر مياه' });
    await user.click(within(well).getByRole('button', { name: liveProjectsMessages.revise }));
    const form = within(well).getByRole('form', { name: liveProjectsMessages.reviseTitle });
    await within(form).findByRole('option', { name: 'آبار' });
    expect(within(form).getByRole<HTMLSelectElement>('combobox', { name: text.category }).value).toBe('1');
    const price = within(form).getByLabelText(text.amount);
    await user.clear(price);
    await user.type(price, '50000');
    await user.click(within(form).getByRole('button', { name: text.save }));
    await waitFor(() => expect(callsTo(network, createProjectDraftRoute)).toHaveLength(1));
    expect(callsTo(network, createProjectDraftRoute)[0]!.body).toEqual({
      ar_name: 'حفر بئر مياه',
      project_description: 'بئر مياه عميقة تكفي قرية كاملة لسنوات طويلة.',
      amount_egp: 50_000,
      category_id: 1,
      sadaqa_kind: 'sadaqa',
      zakat_eligible: false,
      project_id: 3,
    });

    await user.click(within(well).getByRole('button', { name: liveProjectsMessages.retire }));
    expect(callsTo(network, retireCharityProjectRoute)).toEqual([]);
    await user.click(within(well).getByRole('button', { name: liveProjectsMessages.confirmRetire }));
    await waitFor(() =>
      expect(callsTo(network, retireCharityProjectRoute).map((call) => call.url.pathname)).toEqual([
        '/api/charity/projects/3/retire',
      ]),
    );
  });
});
