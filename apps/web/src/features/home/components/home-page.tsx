import { lazy, Suspense } from 'react';
import { AfterFirstPaint } from './after-first-paint';
import { CountersSection } from './counters-section';
import { HomeCampaignsSection } from './home-campaigns-section';
import { HomeHero } from './home-hero';
import { ReasonsSection } from './reasons-section';

/*
 * The two carousels (Embla and their sliders, ~11 KB gzip) sit far below the fold: they are their own
 * chunks, so the hero and the campaign cards render without waiting for them.
 */
const CategoriesSection = lazy(async () => ({
  default: (await import('./categories-section')).CategoriesSection,
}));
const NgoLogosSection = lazy(async () => ({
  default: (await import('./ngo-logos-section')).NgoLogosSection,
}));

/**
 * Home (SPEC §2): hero, campaign cards, categories, reasons, counters and charity logos. The sections
 * that load data of their own come after the first frame, so they cannot delay the hero and cards.
 */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeCampaignsSection />
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <CategoriesSection />
        </Suspense>
      </AfterFirstPaint>
      <ReasonsSection />
      <AfterFirstPaint>
        <CountersSection />
        <Suspense fallback={null}>
          <NgoLogosSection />
        </Suspense>
      </AfterFirstPaint>
    </>
  );
}
