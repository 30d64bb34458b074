import { SCROLL_THRESHOLD_PX, SCROLL_THROTTLE_MS } from '@campus/contract/constants';
import Menu from 'lucide-react/icons/menu';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import { Logo } from '../../components/logo.tsx';
import { paths } from '../../config/paths.ts';
import { useStoredUser } from '../../lib/storage.ts';
import { es } from '../../messages/es.ts';
import { SearchBox } from './search-box.tsx';

export type MenuCategory = { id: number; name: string };

const MobileMenu = lazyDialog(() => import('./mobile-menu.tsx'));

/** True once the page has scrolled past the threshold (spec §9: 50 px, throttled 100 ms). */
function useScrolledPast(threshold: number, throttleMs: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let last = 0;
    let timer: number | undefined;
    const check = () => {
      last = Date.now();
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      const wait = throttleMs - (Date.now() - last);
      if (wait <= 0) check();
      else if (timer === undefined) {
        timer = window.setTimeout(() => {
          timer = undefined;
          check();
        }, wait);
      }
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [threshold, throttleMs]);
  return past;
}

/**
 * How the bar looks before the page scrolls past 50 px. 'dark': transparent with white text, over
 * a dark hero. 'light': white without shadow, over a light page (a transparent bar would put its
 * dark text over the content scrolling beneath it). 'solid': never changes (Category and Detail).
 */
export type NavTone = 'dark' | 'light' | 'solid';

/**
 * Fixed top navigation (spec §2): search, Register / Log in, a mobile menu with the categories,
 * 'Gratuitos' and 'Ver todos'. Past 50 px of scroll it turns solid white with a shadow, except
 * where the tone is 'solid' (Category and Detail), which always look that way.
 */
export function TopNav({ tone, categories }: { tone: NavTone; categories: MenuCategory[] }) {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX, SCROLL_THROTTLE_MS);
  const solid = tone !== 'dark' || scrolled;
  const raised = tone === 'solid' || scrolled;
  const user = useStoredUser();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the route changes
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  const linkClass = solid ? 'text-slate-800 hover:text-brand-700' : 'text-white hover:text-brand-100';
  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200 ${solid ? 'bg-white' : 'bg-gradient-to-b from-slate-900/70 to-transparent'} ${raised ? 'shadow-sm' : ''}`}
    >
      <nav aria-label={es.nav.mainNav} className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Logo inverted={!solid} />
        <SearchBox className="ml-auto hidden w-full max-w-sm md:block" />
        <div className="ml-auto hidden items-center gap-2 md:ml-0 md:flex">
          {user ? (
            <Link
              to={paths.student.home}
              className="rounded-full bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
            >
              {es.nav.myCourses}
            </Link>
          ) : (
            <>
              <Link to={paths.auth.register} className={`rounded-full px-3 py-2 font-semibold ${linkClass}`}>
                {es.nav.register}
              </Link>
              <Link
                to={paths.auth.login}
                className="rounded-full bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
              >
                {es.nav.login}
              </Link>
            </>
          )}
        </div>
        <button
          type="button"
          className={`ml-auto rounded-md p-2 md:hidden ${solid ? 'text-slate-800' : 'text-white'}`}
          aria-label={es.nav.openMenu}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={MobileMenu.preload}
          onFocus={MobileMenu.preload}
          onClick={() => setOpen(true)}
        >
          <Menu aria-hidden="true" className="h-7 w-7" />
        </button>
        <MobileMenu.Dialog
          show={open}
          open={open}
          onOpenChange={setOpen}
          categories={categories}
          user={user}
        />
      </nav>
    </header>
  );
}
