import { CategoriesSection } from './categories-section';
import { CountersSection } from './counters-section';
import { HomeCampaignsSection } from './home-campaigns-section';
import { HomeHero } from './home-hero';
import { NgoLogosSection } from './ngo-logos-section';
import { ReasonsSection } from './reasons-section';

/** Home (SPEC §2): hero, campaign cards, categories, reasons, counters and charity logos. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeCampaignsSection />
      <CategoriesSection />
      <ReasonsSection />
      <CountersSection />
      <NgoLogosSection />
    </>
  );
}
