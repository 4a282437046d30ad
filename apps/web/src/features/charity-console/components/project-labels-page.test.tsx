// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CharityProject } from '@athar/contract/charity/project-labels';
import { projectLabelMessages } from '@athar/contract/charity/project-label-messages';
import { charityProjectsRoute, setProjectLabelsRoute } from '@athar/contract/routes/charity';
import { projectLabelsMessages } from '../../../lib/messages/project-labels';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, callsTo, charityProject, envelope, on, refusal } from '../../../test/api-answers';
import { ProjectLabelsPage } from './project-labels-page';

configure({ asyncUtilTimeout: 5_000 });

const text = projectLabelsMessages.projectLabels;

const projects = [
  charityProject(),
  charityProject({
    project_id: 4,
    project_ar_name: 'وجبة ساخنة لأسرة',
    project_amount: 120,
    project_image: '/media/p4.webp',
    zakat_eligible: true,
  }),
];

let refuse = false;

const network = answerCalls({
  [on(charityProjectsRoute)]: () => envelope(projects),
  [on(setProjectLabelsRoute)]: ({ params, body }) => {
    if (refuse) return refusal('لم نجد هذا المشروع', 404);
    const labels = body as Pick<CharityProject, 'sadaqa_kind' | 'zakat_eligible'>;
    const project = projects.find((item) => item.project_id === Number(params.id))!;
    return envelope([{ ...project, ...labels }], { message: projectLabelMessages.saved });
  },
});

const patchBodies = () =>
  callsTo(network, setProjectLabelsRoute).map(({ url, body }) => ({ url: url.pathname, body }));

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/charity/projects']}>
        <ProjectLabelsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

describe('the console’s projects page', () => {
  beforeEach(() => {
    refuse = false;
    vi.stubGlobal('fetch', network);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    network.mockClear();
    vi.unstubAllGlobals();
  });

  it('shows each project’s labels as saved, and saves a change with the server’s word', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1, name: text.title });
    const list = await screen.findByRole('list', { name: text.listLabel });
    const well = within(list).getByRole('form', { name: 'حفر بئر مياه' });
    const meal = within(list).getByRole('form', { name: 'وجبة ساخنة لأسرة' });
    expect(within(well).getByRole<HTMLInputElement>('radio', { name: text.kind.sadaqa }).checked).toBe(true);
    expect(within(well).getByRole<HTMLInputElement>('checkbox', { name: text.zakat }).checked).toBe(false);
    expect(within(meal).getByRole<HTMLInputElement>('checkbox', { name: text.zakat }).checked).toBe(true);

    await user.click(within(well).getByRole('radio', { name: text.kind.jariya }));
    await user.click(within(well).getByRole('button', { name: text.save }));
    await within(well).findByRole('status');
    expect(within(well).getByRole('status').textContent).toBe(text.saved);
    expect(patchBodies()).toEqual([
      { url: '/api/charity/projects/3/labels', body: { sadaqa_kind: 'jariya', zakat_eligible: false } },
    ]);
    expect(within(well).getByRole<HTMLInputElement>('radio', { name: text.kind.jariya }).checked).toBe(true);
  });

  it('shows a refusal under the project’s form and keeps the choice', async () => {
    refuse = true;
    const { user } = renderPage();
    const list = await screen.findByRole('list', { name: text.listLabel });
    const meal = within(list).getByRole('form', { name: 'وجبة ساخنة لأسرة' });
    await user.click(within(meal).getByRole('checkbox', { name: text.zakat }));
    await user.click(within(meal).getByRole('button', { name: text.save }));
    await waitFor(() => expect(within(meal).getByRole('alert').textContent).toBe('لم نجد هذا المشروع'));
    expect(within(meal).getByRole<HTMLInputElement>('checkbox', { name: text.zakat }).checked).toBe(false);
    expect(within(meal).queryByRole('status')).toBeNull();
  });
});
