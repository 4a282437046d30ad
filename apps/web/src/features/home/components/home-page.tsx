import { lazy, Suspense } from 'react';
import { AfterFirstPaint } from './after-first-paint';
import { HomeCampaignsSection } from './home-campaigns-section';
import { HomeHero } from './home-hero';

/*
 * Everything below the campaign cards is its own chunk, fetched after the first frame: the two
 * carousels (Embla and their sliders, ~11 KB gzip), the reasons and the counting-up counters. The
 * hero and the cards render without waiting for them.
 */
const CategoriesSection = lazy(async () => ({
  default: (await import('./categories-section')).CategoriesSection,
}));
// the operators' featured projects (docs/decisions/043, 049): a chunk of their own, so the home's
// first-load JS does not grow, yet rendered by the server (entry-server.tsx waits for the module) and
// hydrated when the chunk has come, the server's markup showing meanwhile
const FeaturedProjectsSection = lazy(async () => ({
  default: (await import('./featured-projects-section')).FeaturedProjectsSection,
}));
const ReasonsSection = lazy(async () => ({ default: (await import('./reasons-section')).ReasonsSection }));
const CountersSection = lazy(async () => ({
  default: (await import('./counters-section')).CountersSection,
}));
const NgoLogosSection = lazy(async () => ({
  default: (await import('./ngo-logos-section')).NgoLogosSection,
}));

/**
 * Home (PRODUCT.md §2): hero, campaign cards, the featured projects when an operator chose some, categories, reasons, counters and charity logos. The sections
 * below the featured projects come after the first frame, so they cannot delay the hero and cards; they sit
 * below the fold, so their arrival moves nothing on screen.
 */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeCampaignsSection />
      <Suspense fallback={null}>
        <FeaturedProjectsSection />
      </Suspense>
      <AfterFirstPaint>
        {/* one boundary: the sections appear together, in their order */}
        <Suspense fallback={<div aria-busy="true" className="min-h-dvh" />}>
          <CategoriesSection />
          <ReasonsSection />
          <CountersSection />
          <NgoLogosSection />
        </Suspense>
      </AfterFirstPaint>
    </>
  );
}
