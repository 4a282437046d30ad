import { Link } from 'react-router';
import { NGO_CAROUSEL_AUTOPLAY_MS } from '@athar/contract/constants';
import { secondaryButton } from '../../../components/button-classes';
import { Carousel } from '../../../components/carousel';
import { ErrorState } from '../../../components/error-state';
import { CardGridSkeleton } from '../../../components/skeletons';
import { ngoPath } from '../../../lib/entity-paths';
import { imageUrl } from '../../../lib/image-url';
import { discoveryMessages } from '../../../lib/messages/discovery';
import { useNgoLogos } from '../api/get-ngo-logos';

const logoSlideClass = 'basis-1/2 min-[480px]:basis-1/3 min-[768px]:basis-1/4 min-[1200px]:basis-1/6';

/** Charity logos autoplaying every 1000 ms (paused on hover and focus), each linking to its charity. */
export function NgoLogosSection() {
  const text = discoveryMessages.homeSections;
  const ngos = useNgoLogos();
  return (
    <section aria-labelledby="home-ngos-title" className="mx-auto max-w-6xl px-4 py-16">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="home-ngos-title" className="text-3xl font-bold text-brand-900">
            {text.ngosTitle}
          </h2>
          <p className="mt-2 text-muted">{text.ngosLead}</p>
        </div>
        <Link to="/NGOsListing" className={secondaryButton}>
          {text.allNgos}
        </Link>
      </div>
      {ngos.isError ? (
        <ErrorState onRetry={() => void ngos.refetch()} />
      ) : ngos.data ? (
        <Carousel
          label={text.ngosTitle}
          slideClass={logoSlideClass}
          autoplayMs={NGO_CAROUSEL_AUTOPLAY_MS}
          loop
        >
          {ngos.data.map((ngo) => (
            <Link
              key={ngo.id}
              to={ngoPath(ngo.ar_name, ngo.id)}
              className="flex h-full flex-col items-center gap-2 rounded-2xl bg-white p-4 text-center ring-1 ring-brand-100 hover:shadow-md"
            >
              <img
                src={imageUrl(ngo.ngo_image)}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                className="size-20 rounded-full object-contain"
              />
              <span className="text-sm font-bold text-brand-900">{ngo.ar_name}</span>
            </Link>
          ))}
        </Carousel>
      ) : (
        <CardGridSkeleton count={4} className="grid grid-cols-2 gap-4 sm:grid-cols-4" />
      )}
    </section>
  );
}
