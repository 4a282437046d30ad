// @vitest-environment happy-dom
import { cleanup, configure, screen, within } from '@testing-library/react';
import { operatorCatalogueMessages } from '../../../lib/messages/operator-catalogue';
import { operatorContentMessages } from '../../../lib/messages/operator-content';
import { feeConsoleMessages } from '../../../lib/messages/fees';
import { figuresConsoleMessages } from '../../../lib/messages/figures';
import { settlementConsoleMessages } from '../../../lib/messages/settlement';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operatorMessages } from '@athar/contract/operator/messages';
import type { OperatorRole } from '@athar/contract/operator/roles';
import {
  auditLogRoute,
  operatorMeRoute,
  operatorOverviewRoute,
  operatorsRoute,
} from '@athar/contract/routes/operator';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { operatorModerationMessages } from '../../../lib/messages/operator-moderation';
import {
  answerCalls,
  callsTo,
  envelope,
  on,
  operatorOverview,
  operatorProfile,
} from '../../../test/api-answers';
import { renderConsole } from '../console.test-support';

configure({ asyncUtilTimeout: 5_000 });

const text = operatorConsoleMessages;

function network(roles: OperatorRole[]) {
  return answerCalls({
    [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles })]),
    [on(operatorOverviewRoute)]: () => envelope([operatorOverview()]),
    [on(auditLogRoute)]: () => envelope([{ entries: [], next_before: null }]),
    [on(operatorsRoute)]: () => envelope([]),
  });
}

/** The console's sections in its menu, as the operator sees them. */
async function menu() {
  const nav = await screen.findByRole('navigation', { name: text.nav.label });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the operators’ console shows each duty its own sections (issue 36)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a moderator: no audit log or operators in the menu, and the audit address says so without asking', async () => {
    const api = network(['moderator']);
    vi.stubGlobal('fetch', api);
    renderConsole('/operator');
    // a take-down's second moderator approves it in «الموافقات» (docs/decisions/033)
    expect(await menu()).toEqual([text.nav.overview, text.nav.approvals, operatorModerationMessages.nav]);
    expect(within(screen.getByRole('banner')).getByText(text.duties(['moderator']))).toBeTruthy();
    cleanup();

    renderConsole('/operator/audit');
    await screen.findByRole('heading', { name: text.pages.audit });
    expect(screen.getByText(operatorMessages.roleMissing)).toBeTruthy();
    expect(callsTo(api, auditLogRoute)).toEqual([]);
  });

  it('data protection reads the audit log but not the operators; an admin sees every section', async () => {
    vi.stubGlobal('fetch', network(['data_protection', 'finance']));
    renderConsole('/operator');
    // finance opens the service-fee statements, the reconciliation and the figures (issue 39)
    expect(await menu()).toEqual([
      text.nav.overview,
      text.nav.audit,
      text.nav.dataProtection,
      feeConsoleMessages.operator.nav,
      settlementConsoleMessages.nav,
      figuresConsoleMessages.nav,
    ]);
    cleanup();

    vi.stubGlobal('fetch', network(['admin']));
    renderConsole('/operator');
    expect(await menu()).toEqual([
      text.nav.overview,
      text.nav.audit,
      text.nav.operators,
      text.nav.approvals,
      text.nav.permits,
      text.nav.applications,
      text.nav.dataProtection,
      operatorModerationMessages.nav,
      feeConsoleMessages.operator.nav,
      settlementConsoleMessages.nav,
      figuresConsoleMessages.nav,
      operatorCatalogueMessages.nav,
      operatorContentMessages.nav,
    ]);
  });
});
