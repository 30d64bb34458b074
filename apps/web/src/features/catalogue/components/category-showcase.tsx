import type { Category } from '@campus/contract/catalogue';
import { CATEGORY_CAROUSEL_AUTOPLAY_MS, HOME_MAX_CATEGORIES } from '@campus/contract/constants';
import { Link } from 'react-router';
import { Carousel } from '../../../components/carousel.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { categoryUrl } from '../../../config/paths.ts';
import { es } from '../../../messages/es.ts';
import { useCategories } from '../api/get-categories.ts';

/**
 * From 768 px on, the tiles are a grid; below, a carousel. Both are one markup (`Carousel`'s
 * `grid`), laid out by the stylesheet, so a phone hydrates the server's HTML as it is: the grid
 * rendered first and replaced after hydration was a second render of new DOM, ~60 ms of a phone's
 * main thread, and a shift. The class names are literal for Tailwind's scanner.
 */
const GRID = {
  media: '(min-width: 768px)',
  trackClassName: 'md:ml-0 md:grid md:grid-cols-3 md:gap-4 lg:grid-cols-4',
};

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
  if (isPending) return <Spinner className="min-h-[300px]" />;
  if (isError) return <p className="py-10 text-center text-slate-700">{es.catalogue.loadError}</p>;
  const shown = data.slice(0, HOME_MAX_CATEGORIES);
  return (
    <Carousel
      label={es.catalogue.categoriesLabel}
      autoplayMs={CATEGORY_CAROUSEL_AUTOPLAY_MS}
      slideClassName="basis-4/5 min-[480px]:basis-1/2 md:basis-auto md:pl-0"
      grid={GRID}
    >
      {shown.map((c) => (
        <CategoryTile key={c.id} category={c} />
      ))}
    </Carousel>
  );
}
