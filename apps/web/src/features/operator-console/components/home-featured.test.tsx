// @vitest-environment happy-dom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeFeaturedMessages } from '@athar/contract/operator/home-featured-messages';
import { homeFeaturedRoute, operatorMeRoute, saveHomeFeaturedRoute } from '@athar/contract/routes/operator';
import { clearAlerts } from '../../../lib/alerts';
import { homeFeaturedConsoleMessages as text } from '../../../lib/messages/operator-home-featured';
import { answerCalls, envelope, on, operatorProfile, refusal, sentBodies } from '../../../test/api-answers';
import { renderConsole } from '../console.test-support';

configure({ asyncUtilTimeout: 5_000 });

const campaign = (campaign_id: number, title: string, listed = true) => ({
  campaign_id,
  title,
  project_ar_name: 'سقيا',
  ngo_ar_name: 'جمعية الأمل',
  listed,
});
const project = { project_id: 9, project_ar_name: 'كفالة يتيم', ngo_ar_name: 'جمعية الأمل', listed: true };
const featured = {
  campaigns: [campaign(1, 'أحمد'), campaign(2, 'بسمة', false)],
  projects: [],
  campaign_choices: [campaign(1, 'أحمد'), campaign(3, 'جميلة')],
  project_choices: [project],
  saved_by: 'سارة',
  saved_at: '2026-12-06T09:00:00.000Z',
};

describe('the home page’s featured items in «الكتالوج» (docs/decisions/043)', () => {
  afterEach(() => {
    cleanup();
    clearAlerts();
    vi.unstubAllGlobals();
  });

  it('reorders, removes and adds campaigns and projects, and saves the whole choice in order', async () => {
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['catalogue'] })]),
      [on(homeFeaturedRoute)]: () => envelope([featured]),
      [on(saveHomeFeaturedRoute)]: () => envelope([featured], { message: homeFeaturedMessages.saved }),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/catalogue');
    const chosen = await screen.findByRole('list', { name: text.campaignsLabel });
    expect(within(chosen).getByText(text.skipped)).toBeTruthy();
    await user.click(within(chosen).getByRole('button', { name: text.moveUp('بسمة') }));
    await user.click(within(chosen).getByRole('button', { name: text.removeItem('أحمد') }));
    await user.selectOptions(screen.getByLabelText(text.addCampaign), '3');
    await user.click(screen.getAllByRole('button', { name: text.add })[0]!);
    await user.selectOptions(screen.getByLabelText(text.addProject), '9');
    await user.click(screen.getAllByRole('button', { name: text.add })[1]!);
    expect(
      within(screen.getByRole('list', { name: text.projectsLabel })).getByText(/كفالة يتيم/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: text.save }));
    await waitFor(() =>
      expect(sentBodies(api, saveHomeFeaturedRoute)).toEqual([{ campaigns: [2, 3], projects: [9] }]),
    );
  });

  it('shows the server’s Arabic refusal', async () => {
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['admin'] })]),
      [on(homeFeaturedRoute)]: () => envelope([featured]),
      [on(saveHomeFeaturedRoute)]: () => refusal(homeFeaturedMessages.campaignNotListed(2), 400),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/catalogue');
    await screen.findByRole('list', { name: text.campaignsLabel });
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(homeFeaturedMessages.campaignNotListed(2))).toBeTruthy();
  });
});
