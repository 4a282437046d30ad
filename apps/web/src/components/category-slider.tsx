import { Link } from 'react-router';
import type { Category } from '@athar/contract/campaigns/categories';
import { cx } from '../lib/cx';
import { imageUrl } from '../lib/image-url';
import { Carousel, categorySlideClass } from './carousel';

type CategorySliderProps = { label: string; categories: Category[] } & (
  | { linkTo: string; selectedId?: never; onSelect?: never }
  | { linkTo?: never; selectedId: number | null; onSelect: (id: number) => void }
);

/** Project categories in a carousel: links (home) or a single choice (projects, Impact). */
export function CategorySlider(props: CategorySliderProps) {
  const { label, categories } = props;
  /*
   * As tall as the tallest (a name on two or three lines), with the frame and the focus ring drawn
   * inside the tile, and 2 px clear of the slide's sides: the carousel's viewport clips whatever lies
   * outside it, the tiles at its two edges (and its top and bottom) touch it, and Embla stops on whole
   * pixels while the slides are fractions of one wide.
   */
  const tile =
    'mx-0.5 flex h-full w-[calc(100%-0.25rem)] flex-col items-center gap-2 rounded-2xl p-2 text-center transition-colors focus-visible:-outline-offset-3 sm:p-3';
  return (
    <Carousel label={label} slideClass={categorySlideClass}>
      {categories.map((category) => {
        const content = (
          <>
            <img
              src={imageUrl(category.category_image)}
              alt=""
              width={96}
              height={96}
              loading="lazy"
              // round at any width: on a 360 px phone the tile is narrower than the picture's 64 px
              className="aspect-square h-auto w-full max-w-16 rounded-full bg-brand-50 object-cover sm:max-w-20"
            />
            <span className="text-sm font-bold">{category.ar_name}</span>
          </>
        );
        if (props.linkTo !== undefined) {
          return (
            <Link
              key={category.id}
              to={props.linkTo}
              className={cx(
                tile,
                'bg-white text-brand-900 ring-1 ring-brand-100 ring-inset hover:bg-brand-50',
              )}
            >
              {content}
            </Link>
          );
        }
        const selected = props.selectedId === category.id;
        return (
          <button
            key={category.id}
            type="button"
            aria-pressed={selected}
            onClick={() => props.onSelect(category.id)}
            className={cx(
              tile,
              selected
                ? // the usual focus colour is too close to brand-700 once drawn inside
                  'bg-brand-700 text-white focus-visible:outline-sand-300'
                : 'bg-white text-brand-900 ring-1 ring-brand-100 ring-inset hover:bg-brand-50',
            )}
          >
            {content}
          </button>
        );
      })}
    </Carousel>
  );
}
