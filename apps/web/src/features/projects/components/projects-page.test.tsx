// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '@athar/contract/projects/projects';
import { projectsRoute } from '@athar/contract/routes/catalogue';
import { licenceMessages } from '../../../lib/messages/licence';
import { licenceMoreMessages } from '../../../lib/messages/licence-more';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, callsTo, envelope, project as projectRecord } from '../../../test/api-answers';
import { ProjectsPage } from './projects-page';

configure({ asyncUtilTimeout: 5_000 });

const text = licenceMessages;

/** Project `id` of the two listed, with its labels. */
const project = (id: number, labels: Pick<Project, 'sadaqa_kind' | 'zakat_eligible'>) =>
  projectRecord({ project_id: id, project_ar_name: `مشروع ${id}`, total_projects: 2, ...labels });

const WELL = project(1, { sadaqa_kind: 'jariya', zakat_eligible: true });
const MEAL = project(2, { sadaqa_kind: 'sadaqa', zakat_eligible: false });

/** GET /api/ngos/projects narrowed as the api narrows it; no categories. */
const api = answerCalls(
  {
    [projectsRoute.path]: ({ query }) => {
      const kind = query.get('kind');
      const zakat = query.get('zakat');
      return envelope(
        [WELL, MEAL].filter(
          (item) => (!kind || item.sadaqa_kind === kind) && (zakat !== '1' || item.zakat_eligible),
        ),
      );
    },
  },
  { otherwise: () => envelope([]) },
);

/** The query string of each projects call, in order. */
const projectQueries = () => callsTo(api, projectsRoute).map((call) => call.query);

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/ProjectsListing"
            element={
              <>
                <ProjectsPage />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const address = () => screen.getByTestId('address').textContent;
const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('/ProjectsListing’s honest-label filter (issue 19)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it('shows every kind at first, each card with its labels, and asks the api without a filter', async () => {
    renderAt('/ProjectsListing');
    await waitFor(() => expect(cardNames()).toEqual(['مشروع 1', 'مشروع 2']));
    expect(screen.getByRole('radio', { name: licenceMoreMessages.filter.all })).toHaveProperty(
      'checked',
      true,
    );
    const query = projectQueries()[0]!;
    expect(query.has('kind')).toBe(false);
    expect(query.has('zakat')).toBe(false);
    const [wellLabels, mealLabels] = screen.getAllByRole('list', { name: text.labels.group });
    expect(wellLabels!.textContent).toBe('صدقة جارية' + 'يجوز فيه إخراج الزكاة');
    expect(
      within(mealLabels!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['صدقة']);
  });

  it('narrows by kind and zakat, in the address and in the api call, and back to all', async () => {
    const user = renderAt('/ProjectsListing');
    await waitFor(() => expect(cardNames()).toHaveLength(2));

    await user.click(screen.getByRole('radio', { name: text.labels.kind.jariya }));
    await waitFor(() => expect(cardNames()).toEqual(['مشروع 1']));
    expect(address()).toBe('?kind=jariya');
    expect(projectQueries().at(-1)!.get('kind')).toBe('jariya');

    await user.click(screen.getByRole('checkbox', { name: licenceMoreMessages.filter.zakatOnly }));
    await waitFor(() => expect(address()).toBe('?kind=jariya&zakat=1'));
    expect(projectQueries().at(-1)!.get('zakat')).toBe('1');

    await user.click(screen.getByRole('radio', { name: licenceMoreMessages.filter.all }));
    await user.click(screen.getByRole('checkbox', { name: licenceMoreMessages.filter.zakatOnly }));
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    expect(address()).toBe('');
  });

  it('opens filtered from the address, and cleans empty values out of it', async () => {
    renderAt('/ProjectsListing?kind=sadaqa');
    await waitFor(() => expect(cardNames()).toEqual(['مشروع 2']));
    expect(screen.getByRole('radio', { name: text.labels.kind.sadaqa })).toHaveProperty('checked', true);
    cleanup();

    renderAt('/ProjectsListing?kind=&zakat=0');
    await waitFor(() => expect(address()).toBe(''));
    await waitFor(() => expect(cardNames()).toHaveLength(2));
  });

  it('says when nothing matches and offers every project again', async () => {
    const user = renderAt('/ProjectsListing?kind=sadaqa&zakat=1');
    expect(await screen.findByText(licenceMoreMessages.filter.emptyTitle)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: licenceMoreMessages.filter.clear }));
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    expect(address()).toBe('');
  });
});
