// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectTextVersion } from '@athar/contract/projects/text-history';
import { projectTextHistoryMessages as text } from '../lib/messages/project-text-history';
import { ProjectTextHistory, type RestoreAction } from './project-text-history';

const HOSTILE = '<img src=x onerror=alert(1)> بئر $&';

function version(number: number, overrides: Partial<ProjectTextVersion> = {}): ProjectTextVersion {
  return {
    version_id: number * 10,
    number,
    ar_name: 'سقيا الحي',
    project_description: 'خزان ومضخة.\nصيانة طوال العام.',
    project_amount: 2_000,
    category_id: 1,
    category_ar_name: 'آبار',
    sadaqa_kind: 'jariya',
    zakat_eligible: false,
    written_by_name: 'منى فؤاد',
    approved_by_name: 'هالة',
    approved_at: '2026-12-06T10:00:00.000Z',
    restored_from_number: null,
    ...overrides,
  };
}

function show(versions: ProjectTextVersion[], restore: Partial<RestoreAction> = {}) {
  const onRestore = vi.fn();
  render(
    <ProjectTextHistory
      versions={versions}
      older={null}
      currentId={versions[0]!.version_id}
      restore={{
        blocked: null,
        label: text.charityRestore,
        confirm: text.charityConfirm,
        pending: false,
        error: null,
        restoringId: null,
        onRestore,
        ...restore,
      }}
      more={{ has: false, loading: false, load: () => undefined }}
    />,
  );
  return onRestore;
}

describe('a project’s text history', () => {
  afterEach(cleanup);

  it('shows what each version changed, field by field and the description’s lines', () => {
    show([
      version(2, {
        ar_name: 'سقيا الحي الكبرى',
        project_amount: 2_500,
        sadaqa_kind: 'sadaqa',
        project_description: 'خزان ومضخة.\nصيانة كل شهر.',
      }),
      version(1),
    ]);
    const newest = screen.getByRole('article', { name: text.versionTitle(2) });
    expect(within(newest).getByText(text.changes(4), { exact: false })).toBeTruthy();
    expect(newest.querySelector('del')!.textContent).toBe('سقيا الحي');
    expect([...newest.querySelectorAll('ins')].map((mark) => mark.textContent)).toContain('سقيا الحي الكبرى');
    expect(within(newest).getByText(text.fields.price)).toBeTruthy();
    expect(within(newest).getByText(text.fields.kind)).toBeTruthy();
    expect(within(newest).queryByText(text.fields.category)).toBeNull();
    expect(within(newest).getByText(text.fields.description)).toBeTruthy();
  });

  it('asks once more before a restore, never on the current version, and shows hostile text as text', () => {
    const onRestore = show([version(2, { ar_name: HOSTILE }), version(1)]);
    expect(screen.getAllByText(HOSTILE).length).toBeGreaterThan(0);
    expect(document.querySelector('img')).toBeNull();
    const current = screen.getByRole('article', { name: text.versionTitle(2) });
    expect(within(current).queryByRole('button')).toBeNull();
    const first = screen.getByRole('article', { name: text.versionTitle(1) });
    fireEvent.click(within(first).getByRole('button', { name: text.charityRestore }));
    expect(onRestore).not.toHaveBeenCalled();
    fireEvent.click(within(first).getByRole('button', { name: text.charityConfirm }));
    expect(onRestore).toHaveBeenCalledWith(10);
  });

  it('offers no restore while a revision is open, and says why', () => {
    show([version(2), version(1)], { blocked: text.openRevision });
    expect(screen.getByText(text.openRevision)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.charityRestore })).toBeNull();
  });
});
