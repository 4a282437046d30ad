// @vitest-environment happy-dom
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OperatorRole } from '@athar/contract/operator/roles';
import { operatorMeRoute, operatorOverviewRoute } from '@athar/contract/routes/operator';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { answerCalls, envelope, on, operatorOverview, operatorProfile } from '../../../test/api-answers';
import { renderConsole } from '../console.test-support';

configure({ asyncUtilTimeout: 5_000 });

const text = operatorConsoleMessages.overview.waiting;

function firstScreen(roles: OperatorRole[]) {
  vi.stubGlobal(
    'fetch',
    answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles })]),
      [on(operatorOverviewRoute)]: () =>
        envelope([
          operatorOverview({
            waiting: {
              applications: { count: 3, oldest_at: '2026-12-01T08:00:00.000Z' },
              reports: { campaigns: 2, late: 1, oldest_at: '2026-12-04T09:30:00.000Z' },
            },
          }),
        ]),
    }),
  );
  renderConsole('/operator');
}

describe('the first screen says what waits for a decision (issue 36)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('counts the applications and the reported campaigns, the late ones said apart, each with its way in', async () => {
    firstScreen(['admin']);
    const group = await screen.findByRole('group', { name: text.label });
    const applications = within(group).getByRole('region', { name: text.applications });
    expect(within(applications).getByText(text.applicationsCount(3))).toBeTruthy();
    expect(within(applications).getByRole('link', { name: text.open }).getAttribute('href')).toBe(
      '/operator/applications',
    );
    const reports = within(group).getByRole('region', { name: text.reports });
    expect(within(reports).getByText(text.reportsCount(2))).toBeTruthy();
    expect(within(reports).getByText(text.late(1))).toBeTruthy();
    expect(within(reports).getByRole('link', { name: text.open }).getAttribute('href')).toBe(
      '/operator/moderation',
    );
  });

  it('shows a finance operator the counts without a way into sections their duties do not open', async () => {
    firstScreen(['finance']);
    const group = await screen.findByRole('group', { name: text.label });
    expect(within(group).getByText(text.applicationsCount(3))).toBeTruthy();
    expect(within(group).queryAllByRole('link')).toHaveLength(0);
  });
});
