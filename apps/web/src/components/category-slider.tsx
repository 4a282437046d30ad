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
  const tile = 'flex w-full flex-col items-center gap-2 rounded-2xl p-3 text-center transition-colors';
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
              className="size-16 rounded-full bg-brand-50 object-cover sm:size-20"
            />
            <span className="text-sm font-bold">{category.ar_name}</span>
          </>
        );
        if (props.linkTo !== undefined) {
          return (
            <Link
              key={category.id}
              to={props.linkTo}
              className={cx(tile, 'bg-white text-brand-900 ring-1 ring-brand-100 hover:bg-brand-50')}
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
                ? 'bg-brand-700 text-white'
                : 'bg-white text-brand-900 ring-1 ring-brand-100 hover:bg-brand-50',
            )}
          >
            {content}
          </button>
        );
      })}
    </Carousel>
  );
}
