import { Link } from 'react-router';
import { secondaryButton } from '../../../components/button-classes';
import { CategorySlider } from '../../../components/category-slider';
import { ErrorState } from '../../../components/error-state';
import { CardGridSkeleton } from '../../../components/skeletons';
import { discoveryMessages } from '../../../lib/messages/discovery';
import { useCategories } from '../../../lib/queries/get-categories';

/** The category carousel (each to /ChooseCampaign) and a link to all projects. */
export function CategoriesSection() {
  const text = discoveryMessages.homeSections;
  const categories = useCategories();
  return (
    <section aria-labelledby="home-categories-title" className="bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="home-categories-title" className="text-3xl font-bold text-brand-900">
              {text.categoriesTitle}
            </h2>
            <p className="mt-2 text-muted">{text.categoriesLead}</p>
          </div>
          <Link to="/ProjectsListing" className={secondaryButton}>
            {text.allProjects}
          </Link>
        </div>
        {categories.isError ? (
          <ErrorState onRetry={() => void categories.refetch()} />
        ) : categories.data ? (
          <CategorySlider
            label={text.categoriesTitle}
            categories={categories.data}
            linkTo="/ChooseCampaign"
          />
        ) : (
          <CardGridSkeleton count={5} className="grid grid-cols-3 gap-4 sm:grid-cols-5" />
        )}
      </div>
    </section>
  );
}
