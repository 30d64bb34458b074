import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteBoundary } from '../../components/section-boundary.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { es } from '../../messages/es.ts';
import { Footer } from './footer.tsx';
import { type MenuCategory, type NavTone, TopNav } from './top-nav.tsx';

/** Category and Detail keep a solid nav and the secondary footer (spec §2). */
const COMPACT_PAGES = /^\/(category|detail)(\/|$)/i;

/** Pages that open on a dark hero, where the bar starts transparent with white text. */
const DARK_TOP_PAGES = new Set(
  [
    paths.home,
    paths.landing.guide,
    paths.landing.diabetes,
    paths.landing.telemedicine,
    paths.landing.workshop,
    paths.landing.obstacles,
  ].map((p) => p.toLowerCase()),
);

/** The bar's look before scrolling: routes match case-insensitively, with or without a final slash. */
export function navTone(pathname: string): NavTone {
  if (COMPACT_PAGES.test(pathname)) return 'solid';
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return DARK_TOP_PAGES.has(path) ? 'dark' : 'light';
}

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
      <TopNav tone={navTone(pathname)} categories={categories} />
      <main id="contenido" className="flex-1">
        <Suspense fallback={<Spinner className="pt-28" />}>
          <RouteBoundary>
            <Outlet />
          </RouteBoundary>
        </Suspense>
      </main>
      <Footer variant={compact ? 'secondary' : 'full'} />
    </div>
  );
}
