// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingDuasRoute } from '@athar/contract/routes/remembrance-duas';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, envelope, on } from '../../../test/api-answers';
import { DuaWallFamily } from './dua-wall-family';

configure({ asyncUtilTimeout: 5_000 });

const api = answerCalls({
  [on(pendingDuasRoute)]: () => envelope({ items: [], duas_need_approval: true }),
});

describe('the family’s dua panel', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it('speaks to the family in one voice: the switch and its hint both say «موافقتكم» (issue 35)', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DuaWallFamily campaignId={6} />
      </QueryClientProvider>,
    );
    const toggle = await screen.findByRole('checkbox', {
      name: 'لا تظهر الأدعية الجديدة إلا بعد موافقتكم',
    });
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.body.textContent).toContain('ويبقى ما ينتظر موافقتكم كما هو');
    expect(document.body.textContent).not.toContain('موافقتنا');
  });
});
