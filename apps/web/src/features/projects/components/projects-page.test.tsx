// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '@athar/contract/projects/projects';
import { licenceMessages } from '../../../lib/messages/licence';
import { createQueryClient } from '../../../lib/query-client';
import { ProjectsPage } from './projects-page';

configure({ asyncUtilTimeout: 5_000 });

const text = licenceMessages;

function project(id: number, labels: Pick<Project, 'sadaqa_kind' | 'zakat_eligible'>): Project {
  return {
    project_id: id,
    project_ar_name: `مشروع ${id}`,
    project_amount: 1000,
    project_description: 'وصف',
    project_image: '/uploads/p.png',
    category_id: 1,
    ngo_id: 3,
    ngo_ar_name: 'جمعية الخير',
    ngo_image: '/uploads/n.png',
    created_at: '2026-01-01T00:00:00.000Z',
    donations_collected: 0,
    units_completed: 0,
    total_projects: 2,
    ...labels,
  };
}

const WELL = project(1, { sadaqa_kind: 'jariya', zakat_eligible: true });
const MEAL = project(2, { sadaqa_kind: 'sadaqa', zakat_eligible: false });

const envelope = (data: unknown[]) =>
  new Response(JSON.stringify({ status: 1, message: '', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** GET /api/ngos/projects narrowed as the api narrows it; no categories. */
const api = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://athar.test');
  if (url.pathname !== '/api/ngos/projects') return envelope([]);
  const kind = url.searchParams.get('kind');
  const zakat = url.searchParams.get('zakat');
  return envelope(
    [WELL, MEAL].filter(
      (item) => (!kind || item.sadaqa_kind === kind) && (zakat !== '1' || item.zakat_eligible),
    ),
  );
});

/** The query string of each projects call, in order. */
const projectQueries = () =>
  api.mock.calls
    .map(([input]) => new URL(String(input), 'http://athar.test'))
    .filter((url) => url.pathname === '/api/ngos/projects')
    .map((url) => url.searchParams);

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
    expect(screen.getByRole('radio', { name: text.filter.all })).toHaveProperty('checked', true);
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

    await user.click(screen.getByRole('checkbox', { name: text.filter.zakatOnly }));
    await waitFor(() => expect(address()).toBe('?kind=jariya&zakat=1'));
    expect(projectQueries().at(-1)!.get('zakat')).toBe('1');

    await user.click(screen.getByRole('radio', { name: text.filter.all }));
    await user.click(screen.getByRole('checkbox', { name: text.filter.zakatOnly }));
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
    expect(await screen.findByText(text.filter.emptyTitle)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: text.filter.clear }));
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    expect(address()).toBe('');
  });
});
