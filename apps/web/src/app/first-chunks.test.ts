import { describe, expect, it } from 'vitest';
import { closureNames, staticClosure } from '../../build/static-imports';

/** The modules a page statically needs (beyond what index.html loads): what its first chunks hold. */
function firstChunksOf(entry: string) {
  const closure = staticClosure(entry);
  return { names: closureNames(closure), packages: [...closure.packages] };
}

/** The zod schema modules of the contract and the form libraries: the donation step's weight. */
const FORM_PACKAGES = ['zod', 'react-hook-form', '@hookform/resolvers'];

describe('what a first visit loads before the first paint (issue 22, page weight)', () => {
  it('the campaign page: its first screen only, no dua wall, khatma, form or schemas', () => {
    const { names, packages } = firstChunksOf('features/campaign-page/components/campaign-page.tsx');
    const dir = 'features/campaign-page/components/';
    // the first screen is there
    for (const part of ['campaign-hero', 'campaign-progress', 'donate-panel', 'sticky-donate-bar'])
      expect(names, part).toContain(`${dir}${part}.tsx`);
    expect(names).toContain(`${dir}licence-line.tsx`);
    // below the fold or on demand: lazy chunks
    for (const later of [
      'dua-wall',
      'dua-wall-form',
      'dua-wall-family',
      'khatma-section',
      'khatma-reserve-dialog',
      'follow-form',
      'share-buttons',
      'share-on-whatsapp',
      'family-updates',
      'donors-list',
      'family-donors',
      'delivery-timeline',
      'giving-entry',
      'schedule-form',
      'donate-flow',
      'donation-form',
      'card-payment-overlay',
      'donation-success-dialog',
      'edit-campaign-dialog',
      'project-details-dialog',
      'page-share-buttons',
    ])
      expect(names, later).not.toContain(`${dir}${later}.tsx`);
    for (const name of FORM_PACKAGES) expect(packages, name).not.toContain(name);
  });

  it('the campaign page: the words of its first screen, not whole messages modules or the calendar’s sums', () => {
    const { names } = firstChunksOf('features/campaign-page/components/campaign-page.tsx');
    for (const words of ['campaign-page', 'donate-button', 'favourites', 'death-date-line', 'moderation'])
      expect(names, words).toContain(`lib/messages/${words}.ts`);
    // the donation step's, the browsing pages', the creation steps' and the share buttons' words
    for (const words of [
      'donation',
      'discovery',
      'campaigns',
      'campaign-steps',
      'campaign-share',
      'visibility',
      'donor-list',
      'reports',
      'licence-more',
      'list-states',
    ])
      expect(names, words).not.toContain(`lib/messages/${words}.ts`);
    // a guest's sign-up prompt and the creation steps' bar come when wanted; the share buttons' moment
    // (the Hijri conversions) with the buttons; the date field's checks with the family's edit
    for (const later of [
      'components/auth-prompt-dialog.tsx',
      'components/step-indicator.tsx',
      'features/campaign-page/share-moment.ts',
      'components/forms/death-date-field-value.ts',
      '@athar/contract/hijri/death-date.ts',
      '@athar/contract/hijri/occasions.ts',
      '@athar/contract/hijri/calendar.ts',
      '@athar/contract/remembrance/khatma-messages.ts',
    ])
      expect(names, later).not.toContain(later);
  });

  it('the share buttons, loaded after the first paint: today’s Hijri date from Intl, not the calendar’s sums', () => {
    const { names } = firstChunksOf('features/campaign-page/components/page-share-buttons.tsx');
    expect(names).toContain('@athar/contract/hijri/umalqura.ts');
    expect(names).not.toContain('@athar/contract/hijri/calendar.ts');
  });

  it('the dua wall, loaded after the first paint: the duas, and the form only when asked for', () => {
    const { names, packages } = firstChunksOf('features/campaign-page/components/dua-wall.tsx');
    expect(names).toContain('features/campaign-page/components/dua-wall-item.tsx');
    for (const later of ['dua-wall-form', 'dua-wall-family'])
      expect(names, later).not.toContain(`features/campaign-page/components/${later}.tsx`);
    for (const name of FORM_PACKAGES) expect(packages, name).not.toContain(name);
  });

  it('the follow form, loaded after the first paint, checks its few fields without the schemas', () => {
    expect(firstChunksOf('features/campaign-page/components/follow-form.tsx').packages).not.toContain('zod');
  });

  it('the home page: hero and campaign cards; the sections below them come later', () => {
    const { names, packages } = firstChunksOf('features/home/components/home-page.tsx');
    expect(names).toContain('features/home/components/home-hero.tsx');
    expect(names).toContain('features/home/components/home-campaigns-section.tsx');
    for (const later of ['categories-section', 'reasons-section', 'counters-section', 'ngo-logos-section'])
      expect(names, later).not.toContain(`features/home/components/${later}.tsx`);
    for (const name of FORM_PACKAGES) expect(packages, name).not.toContain(name);
  });

  it('the frame index.html loads: the header’s menus and search results on first use', () => {
    const { names, packages } = firstChunksOf('main.tsx');
    expect(names).toContain('features/navigation/components/site-header.tsx');
    for (const later of [
      'features/navigation/components/mobile-menu.tsx',
      'features/navigation/components/user-menu.tsx',
      'features/navigation/components/user-menu-list.tsx',
      'features/navigation/account-links.ts',
      'features/search/components/search-results.tsx',
    ])
      expect(names, later).not.toContain(later);
    for (const name of FORM_PACKAGES) expect(packages, name).not.toContain(name);
  });

  it('follows static imports only: type imports and import() start no chunk', () => {
    const { names } = firstChunksOf('features/campaign-page/components/donate-panel.tsx');
    // `import type { DonateFlowProps } from './donate-flow'` and the lazy `import('./donate-flow')`
    expect(names).toContain('features/campaign-page/components/donate-flow-chunk.ts');
    expect(names).not.toContain('features/campaign-page/components/donate-flow.tsx');
    expect(firstChunksOf('features/campaign-page/components/donate-flow.tsx').packages).toContain('zod');
  });
});
