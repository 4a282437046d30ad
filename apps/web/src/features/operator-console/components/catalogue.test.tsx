// @vitest-environment happy-dom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectDraftMessages } from '@athar/contract/charity/project-draft-messages';
import { categoryMessages } from '@athar/contract/operator/category-messages';
import {
  addCategoryRoute,
  approveProjectRoute,
  categoryPictureRoute,
  editCategoryRoute,
  operatorCategoriesRoute,
  operatorMeRoute,
  returnProjectRoute,
  waitingNameChangesRoute,
  waitingProjectsRoute,
} from '@athar/contract/routes/operator';
import { clearAlerts } from '../../../lib/alerts';
import {
  categoriesConsoleMessages,
  operatorCatalogueMessages as text,
} from '../../../lib/messages/operator-catalogue';
import {
  answerCalls,
  callsTo,
  envelope,
  on,
  operatorProfile,
  projectDraftRecord,
  sentBodies,
} from '../../../test/api-answers';
import { renderConsole } from '../console.test-support';

configure({ asyncUtilTimeout: 5_000 });

const waiting = projectDraftRecord({
  draft_id: 11,
  status: 'pending',
  review_message: null,
  project_image: '/media/p.webp',
});
const rename = {
  change_id: 4,
  ngo_id: 2,
  current_name: 'جمعية الأمل',
  ar_name: 'جمعية الأمل للتنمية',
  status: 'pending',
  created_at: '2026-12-06T09:00:00.000Z',
};

describe('the catalogue’s review in the operators’ console (docs/decisions/037)', () => {
  afterEach(() => {
    cleanup();
    clearAlerts();
    vi.unstubAllGlobals();
  });

  it('lists the waiting projects and names, approves one and sends another back with a note', async () => {
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['catalogue'] })]),
      [on(waitingProjectsRoute)]: () => envelope([{ drafts: [waiting], next_before: null }]),
      [on(waitingNameChangesRoute)]: () => envelope([{ changes: [rename], next_before: null }]),
      [on(approveProjectRoute)]: () =>
        envelope([{ ...waiting, status: 'approved' }], { message: projectDraftMessages.approved }),
      [on(returnProjectRoute)]: () =>
        envelope([{ ...waiting, status: 'returned' }], { message: projectDraftMessages.returned }),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/catalogue');
    const projects = await screen.findByRole('list', { name: text.projectsLabel });
    const card = within(projects).getByRole('article', { name: 'كفالة طالب علم' });
    expect(within(card).getByText(/سعر الوحدة/)).toBeTruthy();
    const names = await screen.findByRole('list', { name: text.namesLabel });
    expect(within(names).getByText(text.renaming('جمعية الأمل', 'جمعية الأمل للتنمية'))).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: text.sendBack }));
    expect(await within(card).findByText(projectDraftMessages.messageInvalid)).toBeTruthy();
    expect(callsTo(api, returnProjectRoute)).toEqual([]);
    await user.type(within(card).getByLabelText(text.returnLabel), 'أرسلوا صورة من موقع البئر');
    await user.click(within(card).getByRole('button', { name: text.sendBack }));
    await waitFor(() =>
      expect(sentBodies(api, returnProjectRoute)).toEqual([{ message: 'أرسلوا صورة من موقع البئر' }]),
    );

    await user.click(within(card).getByRole('button', { name: text.approve }));
    await waitFor(() =>
      expect(callsTo(api, approveProjectRoute).map((call) => call.url.pathname)).toEqual([
        '/api/operator/project-drafts/11/approve',
      ]),
    );
  });

  it('is closed to a moderator', async () => {
    vi.stubGlobal(
      'fetch',
      answerCalls({ [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['moderator'] })]) }),
    );
    renderConsole('/operator/catalogue');
    expect(await screen.findByRole('heading', { name: text.title })).toBeTruthy();
    expect(screen.queryByRole('list', { name: text.projectsLabel })).toBeNull();
  });

  it('renames a category, refusing a name without Arabic first, and adds one with its picture', async () => {
    const wells = {
      id: 1,
      ar_name: 'آبار',
      category_image: '/media/c1.webp',
      sort_order: 0,
      retired: false,
      projects: 3,
    };
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['catalogue'] })]),
      [on(waitingProjectsRoute)]: () => envelope([{ drafts: [], next_before: null }]),
      [on(waitingNameChangesRoute)]: () => envelope([{ changes: [], next_before: null }]),
      [on(operatorCategoriesRoute)]: () => envelope([wells]),
      [on(editCategoryRoute)]: () =>
        envelope([{ ...wells, ar_name: 'آبار ومياه' }], { message: categoryMessages.saved }),
      [on(addCategoryRoute)]: () => envelope([wells], { message: categoryMessages.added }),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/catalogue');
    const list = await screen.findByRole('list', { name: categoriesConsoleMessages.listLabel });
    const card = within(list).getByRole('article', { name: 'آبار' });
    const name = within(card).getByLabelText(categoriesConsoleMessages.name);
    await user.clear(name);
    await user.type(name, 'Wells');
    await user.click(within(card).getByRole('button', { name: categoriesConsoleMessages.save }));
    expect(await within(card).findByText(categoryMessages.nameInvalid)).toBeTruthy();
    expect(callsTo(api, editCategoryRoute)).toEqual([]);
    await user.clear(name);
    await user.type(name, 'آبار ومياه');
    await user.click(within(card).getByRole('button', { name: categoriesConsoleMessages.save }));
    await waitFor(() =>
      expect(sentBodies(api, editCategoryRoute)).toEqual([{ ar_name: 'آبار ومياه', sort_order: 0 }]),
    );

    const add = screen.getByRole('form', { name: categoriesConsoleMessages.addTitle });
    await user.type(within(add).getByLabelText(categoriesConsoleMessages.name), 'كسوة');
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'c.png', { type: 'image/png' });
    await user.upload(within(add).getByLabelText(categoriesConsoleMessages.picture), picture);
    await user.click(within(add).getByRole('button', { name: categoriesConsoleMessages.add }));
    await waitFor(() => expect(callsTo(api, addCategoryRoute)).toHaveLength(1));
  });

  it('changes a category’s picture on screen, asking for a file first', async () => {
    const wells = {
      id: 1,
      ar_name: 'آبار',
      category_image: '/media/c1.webp',
      sort_order: 0,
      retired: false,
      projects: 3,
    };
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['catalogue'] })]),
      [on(operatorCategoriesRoute)]: () => envelope([wells]),
      [on(categoryPictureRoute)]: () =>
        envelope([{ ...wells, category_image: '/media/c2.webp' }], {
          message: categoryMessages.pictureSaved,
        }),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/catalogue');
    const list = await screen.findByRole('list', { name: categoriesConsoleMessages.listLabel });
    const card = within(list).getByRole('article', { name: 'آبار' });
    await user.click(within(card).getByRole('button', { name: categoriesConsoleMessages.changePicture }));
    expect(await within(card).findByText(categoriesConsoleMessages.pictureMissing)).toBeTruthy();
    expect(callsTo(api, categoryPictureRoute)).toEqual([]);
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'c.png', { type: 'image/png' });
    await user.upload(within(card).getByLabelText(categoriesConsoleMessages.newPicture), picture);
    await user.click(within(card).getByRole('button', { name: categoriesConsoleMessages.changePicture }));
    await waitFor(() =>
      expect(callsTo(api, categoryPictureRoute).map((call) => call.url.pathname)).toEqual([
        '/api/operator/categories/1/picture',
      ]),
    );
    expect(await screen.findByText(categoryMessages.pictureSaved)).toBeTruthy();
  });
});
