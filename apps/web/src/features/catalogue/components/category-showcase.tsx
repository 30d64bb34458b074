import type { Category } from '@campus/contract/catalogue';
import { CATEGORY_CAROUSEL_AUTOPLAY_MS, HOME_MAX_CATEGORIES } from '@campus/contract/constants';
import { Link } from 'react-router';
import { Carousel } from '../../../components/carousel.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { categoryUrl } from '../../../config/paths.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { es } from '../../../messages/es.ts';
import { useCategories } from '../api/get-categories.ts';

const WIDE = '(min-width: 768px)';

const useIsWide = () => useMediaQuery(WIDE, true);

function CategoryTile({ category }: { category: Category }) {
  return (
    <Link
      to={categoryUrl({ category: category.id, name: category.name })}
      className="group relative block aspect-[4/3] overflow-hidden rounded-xl bg-brand-800"
    >
      {category.data ? (
        <img
          src={category.data}
          alt=""
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      ) : null}
      <span className="absolute inset-0 bg-gradient-to-t from-slate-950/85 via-slate-900/30 to-transparent" />
      <span className="absolute inset-x-0 bottom-0 p-3 text-lg font-semibold text-white">
        {category.name}
      </span>
    </Link>
  );
}

/** The first 8 categories (spec §2, §9): a carousel on phones (2 s autoplay), a grid on wider screens. */
export function CategoryShowcase() {
  const { data, isPending, isError } = useCategories();
  const wide = useIsWide();
  if (isPending) return <Spinner className="min-h-[300px]" />;
  if (isError) return <p className="py-10 text-center text-slate-700">{es.catalogue.loadError}</p>;
  const shown = data.slice(0, HOME_MAX_CATEGORIES);
  if (wide) {
    return (
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {shown.map((c) => (
          <li key={c.id}>
            <CategoryTile category={c} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Carousel
      label={es.catalogue.categoriesLabel}
      autoplayMs={CATEGORY_CAROUSEL_AUTOPLAY_MS}
      slideClassName="basis-4/5 min-[480px]:basis-1/2"
    >
      {shown.map((c) => (
        <CategoryTile key={c.id} category={c} />
      ))}
    </Carousel>
  );
}
