// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { CoAdminsPanel } from './co-admins-panel';

/** Accounts carry no gender (issue 35): the creator is named with words that fit a woman as well as a man. */
describe('the words about the campaign’s creator', () => {
  afterEach(cleanup);

  it('names her at the head of those who manage the campaign without a masculine verb', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CoAdminsPanel
          campaignId={6}
          view={{ role: 'admin', creator_name: 'سارة محمود', admins: [], invites: [] }}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText('إنشاء الحملة: سارة محمود')).toBeTruthy();
    expect(document.body.textContent).not.toContain('أنشأ');
  });
});
