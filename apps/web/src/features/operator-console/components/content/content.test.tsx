// @vitest-environment happy-dom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteContentMessages } from '@athar/contract/about/site-content-messages';
import type { OperatorRole } from '@athar/contract/operator/roles';
import type { ConsoleSitePage } from '@athar/contract/operator/site-content';
import {
  operatorMeRoute,
  operatorSitePageRoute,
  operatorSitePagesRoute,
  restoreSitePageRoute,
  saveSitePageRoute,
} from '@athar/contract/routes/operator';
import { clearAlerts } from '../../../../lib/alerts';
import { operatorContentMessages as text } from '../../../../lib/messages/operator-content';
import {
  answerCalls,
  callsTo,
  envelope,
  on,
  operatorProfile,
  refusal,
  sentBodies,
} from '../../../../test/api-answers';
import { renderConsole } from '../../console.test-support';

configure({ asyncUtilTimeout: 5_000 });

const firstTerms = {
  lead: 'شروط أثر.',
  entries: [
    { title: 'رسوم الخدمة', text: 'يحصل أثر على 5% من الجمعيات.' },
    { title: 'الاسترداد', text: 'لا استرداد بعد التأكيد.' },
  ],
};
const secondTerms = {
  lead: 'شروط أثر.',
  entries: [
    { title: 'رسوم الخدمة', text: 'يحصل أثر على 5% من الجمعيات، ولا تُخصم من تبرعك.' },
    { title: 'الاسترداد', text: 'لا استرداد بعد التأكيد.' },
  ],
};
const terms: ConsoleSitePage = {
  page: 'terms',
  current_version: 2,
  versions: [
    {
      version: 2,
      content: secondTerms,
      operator_name: 'منى المحررة',
      created_at: '2026-12-06T09:00:00.000Z',
      restored_from: null,
    },
    {
      version: 1,
      content: firstTerms,
      operator_name: null,
      created_at: '2026-12-01T09:00:00.000Z',
      restored_from: null,
    },
  ],
};
const faq: ConsoleSitePage = {
  page: 'faq_creators',
  current_version: 1,
  versions: [
    {
      version: 1,
      content: { lead: '', entries: [{ title: 'متى تظهر حملتي؟', text: 'حين تبلغ 100 جنيه.' }] },
      operator_name: null,
      created_at: '2026-12-01T09:00:00.000Z',
      restored_from: null,
    },
  ],
};

function consoleApi(roles: OperatorRole[] = ['catalogue']) {
  return answerCalls({
    [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles })]),
    [on(operatorSitePagesRoute)]: () =>
      envelope([
        {
          page: 'terms',
          current_version: 2,
          updated_at: '2026-12-06T09:00:00.000Z',
          operator_name: 'منى المحررة',
        },
      ]),
    [on(operatorSitePageRoute)]: ({ params }) => envelope([params.page === 'terms' ? terms : faq]),
    [on(saveSitePageRoute)]: () => envelope([terms], { message: siteContentMessages.saved }),
    [on(restoreSitePageRoute)]: () => envelope([terms], { message: siteContentMessages.restored }),
  });
}

describe('the content pages in the operators’ console (docs/decisions/040)', () => {
  afterEach(() => {
    cleanup();
    clearAlerts();
    vi.unstubAllGlobals();
  });

  it('edits the terms: an empty title is refused in Arabic and nothing sent; a moved, edited entry saves the whole text', async () => {
    const api = consoleApi();
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/content?page=terms');
    const editor = await screen.findByRole('form', { name: text.editorTitle });
    expect((within(editor).getByLabelText(text.leadField) as HTMLTextAreaElement).value).toBe('شروط أثر.');
    const titles = within(editor).getAllByLabelText(text.entryTitle) as HTMLInputElement[];
    expect(titles.map((input) => input.value)).toEqual(['رسوم الخدمة', 'الاسترداد']);

    await user.clear(titles[0]!);
    await user.click(within(editor).getByRole('button', { name: text.save }));
    expect(await within(editor).findByText(siteContentMessages.titleEmpty)).toBeTruthy();
    expect(callsTo(api, saveSitePageRoute)).toEqual([]);

    await user.type(titles[0]!, 'رسوم $& الخدمة');
    const second = within(editor).getByRole('group', { name: text.entryLabel(2) });
    await user.click(within(second).getByRole('button', { name: text.moveUp }));
    await user.click(within(editor).getByRole('button', { name: text.save }));
    await waitFor(() =>
      expect(sentBodies(api, saveSitePageRoute)).toEqual([
        {
          base_version: 2,
          content: {
            lead: 'شروط أثر.',
            entries: [
              { title: 'الاسترداد', text: 'لا استرداد بعد التأكيد.' },
              { title: 'رسوم $& الخدمة', text: 'يحصل أثر على 5% من الجمعيات، ولا تُخصم من تبرعك.' },
            ],
          },
        },
      ]),
    );
    expect(await screen.findByText(siteContentMessages.saved)).toBeTruthy();
  });

  it('keeps the edits when a colleague saved first: says so, shows their version, and saves from it next', async () => {
    const colleague: ConsoleSitePage = {
      ...terms,
      current_version: 3,
      versions: [
        { ...terms.versions[0]!, version: 3, operator_name: 'سامي الزميل', content: firstTerms },
        ...terms.versions,
      ],
    };
    let saves = 0;
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['catalogue'] })]),
      [on(operatorSitePagesRoute)]: () => envelope([]),
      [on(operatorSitePageRoute)]: () => envelope([saves === 0 ? terms : colleague]),
      [on(saveSitePageRoute)]: () =>
        ++saves === 1
          ? refusal(siteContentMessages.staleVersion, 409)
          : envelope([colleague], { message: siteContentMessages.saved }),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/content?page=terms');
    const editor = await screen.findByRole('form', { name: text.editorTitle });
    const lead = within(editor).getByLabelText(text.leadField);
    await user.clear(lead);
    await user.type(lead, 'مقدمتي');
    await user.click(within(editor).getByRole('button', { name: text.save }));
    expect(await within(editor).findByText(siteContentMessages.staleVersion)).toBeTruthy();
    const history = await screen.findByRole('list', { name: text.historyLabel });
    expect(await within(history).findByRole('article', { name: text.versionTitle(3) })).toBeTruthy();
    expect((within(editor).getByLabelText(text.leadField) as HTMLTextAreaElement).value).toBe('مقدمتي');

    await user.click(within(editor).getByRole('button', { name: text.save }));
    await waitFor(() =>
      expect(
        sentBodies(api, saveSitePageRoute).map((body) => [body.base_version, body.content.lead]),
      ).toEqual([
        [2, 'مقدمتي'],
        [3, 'مقدمتي'],
      ]),
    );
  });

  it('lists the versions with who and what changed, and restores an older one after a second click', async () => {
    const api = consoleApi();
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/content?page=terms');
    const history = await screen.findByRole('list', { name: text.historyLabel });
    const latest = within(history).getByRole('article', { name: text.versionTitle(2) });
    expect(within(latest).getByText(/منى المحررة/)).toBeTruthy();
    expect(within(latest).queryByRole('button', { name: text.restore })).toBeNull();
    await user.click(within(latest).getByText(new RegExp(text.showChanges)));
    expect(within(latest).getByText(text.changes(2), { exact: false })).toBeTruthy();
    const lines = within(latest).getAllByRole('listitem');
    const removed = lines.find((line) => line.textContent?.startsWith(text.removed))!;
    const added = lines.find((line) => line.textContent?.startsWith(text.added))!;
    expect(removed.textContent).toBe(`${text.removed}: يحصل أثر على 5% من الجمعيات.`);
    expect(added.textContent).toBe(`${text.added}: يحصل أثر على 5% من الجمعيات، ولا تُخصم من تبرعك.`);
    // word by word: only what changed is marked
    expect([...removed.querySelectorAll('del')].map((mark) => mark.textContent)).toEqual(['الجمعيات.']);
    expect([...added.querySelectorAll('ins')].map((mark) => mark.textContent).join('')).toBe(
      'الجمعيات، ولا تُخصم من تبرعك.',
    );

    const first = within(history).getByRole('article', { name: text.versionTitle(1) });
    expect(within(first).getByText(text.firstVersion)).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: text.restore }));
    expect(callsTo(api, restoreSitePageRoute)).toEqual([]);
    await user.click(within(first).getByRole('button', { name: text.confirmRestore }));
    await waitFor(() =>
      expect(sentBodies(api, restoreSitePageRoute)).toEqual([{ base_version: 2, version: 1 }]),
    );
    expect(await screen.findByText(siteContentMessages.restored)).toBeTruthy();
  });

  it('edits an FAQ list as questions and answers, without a lead', async () => {
    vi.stubGlobal('fetch', consoleApi());
    const { user } = renderConsole('/operator/content');
    await user.click(await screen.findByRole('button', { name: text.pages.faq_creators }));
    const editor = await screen.findByRole('form', { name: text.editorTitle });
    await waitFor(() =>
      expect((within(editor).getByLabelText(text.faqQuestion) as HTMLInputElement).value).toBe(
        'متى تظهر حملتي؟',
      ),
    );
    expect(within(editor).queryByLabelText(text.leadField)).toBeNull();
    await user.click(within(editor).getByRole('button', { name: text.addQuestion }));
    expect(within(editor).getAllByLabelText(text.faqAnswer)).toHaveLength(2);
  });

  it('is not offered to a duty other than the catalogue', async () => {
    vi.stubGlobal('fetch', consoleApi(['finance']));
    renderConsole('/operator/content');
    expect(await screen.findByRole('heading', { name: text.title })).toBeTruthy();
    expect(screen.queryByRole('form', { name: text.editorTitle })).toBeNull();
    expect(screen.queryByRole('link', { name: text.nav })).toBeNull();
  });
});
