import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/spinner.tsx';
import { es } from '../../messages/es.ts';
import { Footer } from './footer.tsx';
import { type MenuCategory, TopNav } from './top-nav.tsx';

/** Category and Detail keep a solid nav and the secondary footer (spec §2). */
const COMPACT_PAGES = /^\/(category|detail|courses)(\/|$)/;

export function PublicLayout({ categories = [] }: { categories?: MenuCategory[] }) {
  const { pathname } = useLocation();
  const compact = COMPACT_PAGES.test(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {es.common.skipToContent}
      </a>
      <TopNav alwaysSolid={compact || pathname !== '/'} categories={categories} />
      <main id="contenido" className="flex-1">
        <Suspense fallback={<Spinner className="pt-28" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer variant={compact ? 'secondary' : 'full'} />
    </div>
  );
}
