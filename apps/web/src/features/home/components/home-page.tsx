import { HomeHero } from './home-hero';
import { ReasonsSection } from './reasons-section';

/** Home (SPEC §2). Later issues add the campaign cards, categories, counters and NGO logos. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <ReasonsSection />
    </>
  );
}
