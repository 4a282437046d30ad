import { Children, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { useSaveData } from '../hooks/use-save-data';
import { cx } from '../lib/cx';
import { discoveryMessages } from '../lib/messages/discovery';
import { ArrowNextIcon, ArrowPreviousIcon } from './icons/arrow-icons';

/** PRODUCT.md §9 slide widths: the project carousel shows 1, 2, 3, 4 or 5 from 0, 480, 768, 900, 1200 px. */
export const projectSlideClass =
  'basis-full min-[480px]:basis-1/2 min-[768px]:basis-1/3 min-[900px]:basis-1/4 min-[1200px]:basis-1/5';
/** PRODUCT.md §9 category slider: 3 up to 480 px, 5 up to 900 px, 7 beyond. */
export const categorySlideClass = 'basis-1/3 min-[481px]:basis-1/5 min-[901px]:basis-[calc(100%/7)]';

interface CarouselProps {
  label: string;
  children: ReactNode;
  slideClass: string;
  /** autoplay interval; paused on hover and focus, off when the user prefers reduced motion or saves data */
  autoplayMs?: number;
  loop?: boolean;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** An Embla carousel laid out right to left, with previous/next buttons a keyboard can reach. */
export function Carousel({ label, children, slideClass, autoplayMs, loop = false }: CarouselProps) {
  const [reducedMotion] = useState(prefersReducedMotion);
  // a moving slide on a data plan pulls pictures the visitor did not ask to see (PRODUCT.md §2.8)
  const saveData = useSaveData();
  const plugins = useMemo(
    () =>
      autoplayMs && !reducedMotion && !saveData
        ? [
            Autoplay({
              delay: autoplayMs,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
              stopOnInteraction: false,
            }),
          ]
        : [],
    [autoplayMs, reducedMotion, saveData],
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { direction: 'rtl', align: 'start', loop, containScroll: 'trimSnaps' },
    plugins,
  );
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const slides = Children.toArray(children);

  const update = useCallback(() => {
    if (!embla) return;
    setCanPrevious(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    const frame = requestAnimationFrame(update);
    embla.on('select', update).on('reInit', update);
    return () => {
      cancelAnimationFrame(frame);
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  const button =
    'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-800 shadow ring-1 ring-brand-100 hover:bg-brand-50 disabled:opacity-40';

  return (
    <section
      aria-roledescription={discoveryMessages.carousel.roleDescription}
      aria-label={label}
      className="flex items-center gap-2"
    >
      <button
        type="button"
        className={button}
        onClick={() => embla?.scrollPrev()}
        disabled={!canPrevious}
        aria-label={discoveryMessages.carousel.previous}
      >
        <ArrowPreviousIcon className="size-5" />
      </button>
      <div ref={viewportRef} dir="rtl" className="min-w-0 flex-1 overflow-hidden">
        <div className="-ms-4 flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={discoveryMessages.carousel.slideRoleDescription}
              aria-label={discoveryMessages.carousel.slide(index + 1, slides.length)}
              className={cx('min-w-0 shrink-0 grow-0 ps-4', slideClass)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        className={button}
        onClick={() => embla?.scrollNext()}
        disabled={!canNext}
        aria-label={discoveryMessages.carousel.next}
      >
        <ArrowNextIcon className="size-5" />
      </button>
    </section>
  );
}
