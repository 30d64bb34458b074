import { SCROLL_THRESHOLD_PX, SCROLL_THROTTLE_MS } from '@campus/contract/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { Menu, Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { categoryUrl, paths } from '../../config/paths.ts';
import { useStoredUser } from '../../lib/storage.ts';
import { es } from '../../messages/es.ts';

export type MenuCategory = { id: number; name: string };

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

function SearchBox({ className = '', onDone }: { className?: string; onDone?: () => void }) {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = q.trim();
    if (!text) return;
    navigate(categoryUrl({ category: 'search', q: text }));
    onDone?.();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet in React's JSX types; the role is equivalent
    <form role="search" onSubmit={submit} className={`relative ${className}`}>
      <label className="sr-only" htmlFor={onDone ? 'nav-search-mobile' : 'nav-search'}>
        {es.nav.searchLabel}
      </label>
      <input
        id={onDone ? 'nav-search-mobile' : 'nav-search'}
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={es.nav.searchPlaceholder}
        maxLength={200}
        enterKeyHint="search"
        className="h-10 w-full rounded-full border border-slate-300 bg-white pl-4 pr-11 text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
      />
      <button
        type="submit"
        aria-label={es.nav.searchButton}
        className="absolute right-1 top-1 flex h-8 w-8 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
      >
        <Search aria-hidden="true" className="h-5 w-5" />
      </button>
    </form>
  );
}

/**
 * Fixed top navigation (spec §2): search, Register / Log in, a mobile menu with the categories,
 * 'Gratuitos' and 'Ver todos'. Transparent over the hero until 50 px of scroll, except where
 * `alwaysSolid` (Category and Detail).
 */
export function TopNav({ alwaysSolid, categories }: { alwaysSolid: boolean; categories: MenuCategory[] }) {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX, SCROLL_THROTTLE_MS);
  const solid = alwaysSolid || scrolled;
  const user = useStoredUser();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the route changes
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  const linkClass = solid ? 'text-slate-800 hover:text-brand-700' : 'text-white hover:text-brand-100';
  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-200 ${solid ? 'bg-white shadow-sm' : 'bg-gradient-to-b from-slate-900/70 to-transparent'}`}
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
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger
            className={`ml-auto rounded-md p-2 md:hidden ${solid ? 'text-slate-800' : 'text-white'}`}
            aria-label={es.nav.openMenu}
          >
            <Menu aria-hidden="true" className="h-7 w-7" />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 right-0 z-50 flex w-[85%] max-w-xs flex-col gap-4 overflow-y-auto bg-white p-5 shadow-xl"
            >
              <div className="flex items-center justify-between">
                <Dialog.Title className="text-lg font-semibold">{es.nav.menuTitle}</Dialog.Title>
                <Dialog.Close aria-label={es.nav.closeMenu} className="rounded-md p-2 text-slate-700">
                  <X aria-hidden="true" className="h-6 w-6" />
                </Dialog.Close>
              </div>
              <SearchBox onDone={() => setOpen(false)} />
              <ul className="flex flex-col gap-1 text-base">
                {user ? (
                  <li>
                    <Link
                      className="block rounded-md px-2 py-2 font-semibold text-brand-700"
                      to={paths.student.home}
                    >
                      {es.nav.myCourses}
                    </Link>
                  </li>
                ) : (
                  <>
                    <li>
                      <Link
                        className="block rounded-md px-2 py-2 font-semibold text-brand-700"
                        to={paths.auth.login}
                      >
                        {es.nav.login}
                      </Link>
                    </li>
                    <li>
                      <Link
                        className="block rounded-md px-2 py-2 font-semibold text-brand-700"
                        to={paths.auth.register}
                      >
                        {es.nav.register}
                      </Link>
                    </li>
                  </>
                )}
              </ul>
              <div>
                <p className="px-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
                  {es.nav.categories}
                </p>
                <ul className="mt-1 flex flex-col">
                  {categories.map((c) => (
                    <li key={c.id}>
                      <Link
                        className="block rounded-md px-2 py-2 text-slate-800 hover:bg-slate-100"
                        to={categoryUrl({ category: c.id, name: c.name })}
                      >
                        {c.name}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <Link
                      className="block rounded-md px-2 py-2 text-slate-800 hover:bg-slate-100"
                      to={categoryUrl({ category: 'free', name: 'gratuitos' })}
                    >
                      {es.nav.free}
                    </Link>
                  </li>
                  <li>
                    <Link
                      className="block rounded-md px-2 py-2 text-slate-800 hover:bg-slate-100"
                      to={categoryUrl({ category: 'all', name: 'todos' })}
                    >
                      {es.nav.all}
                    </Link>
                  </li>
                </ul>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </nav>
    </header>
  );
}
