import { Link } from 'react-router';
import { listMessages } from '../../../messages/course-list.ts';
import { useCategories } from '../api/get-categories.ts';
import type { CourseFilter } from '../api/get-courses.ts';
import { useCatalogueArea } from '../catalogue-area.tsx';

/** Category page sidebar (spec §2): free courses, see all, and every category. */
export function CategorySidebar({ filter }: { filter: CourseFilter }) {
  const { data: categories = [] } = useCategories();
  const { listUrl } = useCatalogueArea();
  const t = listMessages;
  const item = (active: boolean) =>
    `block whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium md:rounded-lg md:whitespace-normal ${
      active ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200 md:bg-transparent'
    }`;
  return (
    <nav aria-label={t.sidebarLabel} className="md:w-60 md:shrink-0">
      <h2 className="sr-only md:not-sr-only md:mb-2 md:px-4 md:text-sm md:font-semibold md:uppercase md:tracking-wide md:text-slate-600">
        {t.categories}
      </h2>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-col md:gap-1 md:overflow-visible md:px-0">
        <li>
          <Link
            to={listUrl({ category: 'free', name: 'gratuitos' })}
            className={item(filter.kind === 'free')}
            aria-current={filter.kind === 'free' ? 'page' : undefined}
          >
            {t.free}
          </Link>
        </li>
        <li>
          <Link
            to={listUrl({ category: 'all', name: 'todos' })}
            className={item(filter.kind === 'all')}
            aria-current={filter.kind === 'all' ? 'page' : undefined}
          >
            {t.all}
          </Link>
        </li>
        {categories.map((c) => {
          const active = filter.kind === 'category' && filter.id === c.id;
          return (
            <li key={c.id}>
              <Link
                to={listUrl({ category: c.id, name: c.name })}
                className={item(active)}
                aria-current={active ? 'page' : undefined}
              >
                {c.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
