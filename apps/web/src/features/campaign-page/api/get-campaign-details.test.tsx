// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignDetailsRoute } from '@athar/contract/routes/campaigns';
import { createQueryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { answerCalls, envelope, sessionUser } from '../../../test/api-answers';
import { campaign } from '../../../test/records/campaigns';
import { useCampaignDetails } from './get-campaign-details';

const AS_GUEST = campaign({ campaign_id: 6, isFavorite: false });
const AS_SARA = campaign({ campaign_id: 6, isFavorite: true });
const SARA = sessionUser({
  user_id: 5,
  user_name: 'سارة',
  email: 'sara@example.com',
  msisdn: '',
  access_token: 'token-5',
});

/**
 * A server-rendered campaign page was asked as a visitor; when the browser then knows the viewer,
 * the page kept its campaign on screen while the viewer's own version came — it used to be replaced
 * by a spinner, which also took away the page's lower parts for a moment (a journey then found none).
 */
describe('the campaign as the viewer sees it', () => {
  let answerSara: (() => void) | undefined;
  const api = answerCalls({
    [campaignDetailsRoute.path]: ({ query }) =>
      query.get('uid') === '5'
        ? new Promise<Response>((resolve) => (answerSara = () => resolve(envelope([AS_SARA]))))
        : envelope([AS_GUEST]),
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    clearSession();
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('keeps the visitor’s answer on screen while the logged-in viewer’s own is asked', async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCampaignDetails(6), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(AS_GUEST));

    act(() => saveSession(SARA));
    expect(result.current.isPending).toBe(false);
    expect(result.current.data).toEqual(AS_GUEST);
    expect(result.current.isPlaceholderData).toBe(true);

    await waitFor(() => expect(answerSara).toBeDefined());
    act(() => answerSara!());
    await waitFor(() => expect(result.current.data).toEqual(AS_SARA));
  });

  it('never shows one viewer’s answer to the next after a logout', async () => {
    saveSession(SARA);
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCampaignDetails(6), { wrapper });
    await waitFor(() => expect(answerSara).toBeDefined());
    act(() => answerSara!());
    await waitFor(() => expect(result.current.data).toEqual(AS_SARA));

    act(() => clearSession());
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual(AS_GUEST));
  });
});
