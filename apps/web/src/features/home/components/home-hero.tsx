import { Link } from 'react-router';
import { accentButton, onDarkSecondaryButton } from '../../../components/button-classes';
import { discoveryMessages } from '../../../lib/messages/discovery';

/** The hero sits under the transparent navbar, so it pads its own top. */
export function HomeHero() {
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden bg-brand-900 bg-[radial-gradient(ellipse_at_top,_var(--color-brand-700),_transparent_65%)] pt-32 pb-20 text-white sm:pt-40 sm:pb-28"
    >
      <svg
        className="pointer-events-none absolute -end-24 -bottom-24 size-96 text-white/5"
        viewBox="0 0 100 100"
        fill="currentColor"
        aria-hidden="true"
      >
        <path d="M50 5C38 22 20 35 20 58a30 30 0 0 0 60 0C80 35 62 22 50 5z" />
      </svg>
      <div className="relative mx-auto flex max-w-6xl flex-col items-start gap-6 px-4">
        <h1 id="home-hero-title" className="text-4xl leading-tight font-bold sm:text-6xl">
          {discoveryMessages.home.heroTitle}
        </h1>
        <p className="max-w-2xl text-lg leading-relaxed text-white/90 sm:text-xl">
          {discoveryMessages.home.heroLead}
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to="/ChooseCampaign" className={`${accentButton} px-7 py-3 text-lg`}>
            {discoveryMessages.home.startCampaign}
          </Link>
          <Link to="/Campaigns" className={`${onDarkSecondaryButton} px-7 py-3 text-lg`}>
            {discoveryMessages.home.browseCampaigns}
          </Link>
        </div>
      </div>
    </section>
  );
}
