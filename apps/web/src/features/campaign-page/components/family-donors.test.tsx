// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { familyDonorsRoute } from '@athar/contract/routes/campaigns';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, donor, envelope, on } from '../../../test/api-answers';
import { FamilyDonors } from './family-donors';

configure({ asyncUtilTimeout: 5_000 });

const api = answerCalls({
  [on(familyDonorsRoute)]: () => envelope([donor({ user_name: 'هدى كامل', donation_amount: 275 })]),
});

describe('the family’s donor list', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it('says truly who sees it: every one of the family who manages the campaign, not the creator alone (issue 35)', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <FamilyDonors campaignId={6} viewerId={41} />
      </QueryClientProvider>,
    );
    await screen.findByText('هدى كامل');
    const section = screen.getByRole('region', { name: 'المتبرعون كما تراهم العائلة' });
    expect(section.textContent).toContain('لا يرى هذه القائمة إلا أفراد العائلة الذين يديرون الحملة');
    expect(section.textContent).not.toMatch(/لك وحدك|صاحب الحملة/);
  });
});
