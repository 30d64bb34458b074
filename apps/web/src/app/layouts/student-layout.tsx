import BookOpen from 'lucide-react/icons/book-open';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import LogOut from 'lucide-react/icons/log-out';
import Receipt from 'lucide-react/icons/receipt';
import Search from 'lucide-react/icons/search';
import Settings from 'lucide-react/icons/settings';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { RouteBoundary } from '../../components/section-boundary.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { paths, studentCategoryUrl } from '../../config/paths.ts';
import { useCartCount } from '../../features/cart/api/get-cart.ts';
import { useStoredUser } from '../../lib/storage.ts';
import { authMessages } from '../../messages/auth.ts';
import { studentMessages } from '../../messages/student.ts';
import { SearchBox } from './search-box.tsx';

type StudentLayoutProps = {
  /** Items in the cart, for the top bar badge. */
  cartCount: number;
  /** Ends the session on the server and locally (a returned promise: until it settles). */
  onLogout: () => Promise<unknown> | undefined;
};

const navItems = [
  {
    to: paths.student.home,
    label: studentMessages.myCourses,
    short: studentMessages.myCourses,
    Icon: BookOpen,
  },
  {
    to: studentCategoryUrl({ category: 'all' }),
    label: studentMessages.catalogue,
    short: studentMessages.catalogueShort,
    Icon: Search,
  },
  {
    to: paths.student.settings,
    label: studentMessages.settings,
    short: studentMessages.settingsShort,
    Icon: Settings,
  },
  {
    to: paths.student.billing,
    label: studentMessages.billing,
    short: studentMessages.billingShort,
    Icon: Receipt,
  },
];

/**
 * Salir: disabled and saying 'Cerrando sesión…' from the first click until the logout is over (the
 * page then leaves the student area), so a double click never sends two logouts.
 */
function ExitButton({
  className,
  onLogout,
}: {
  className: string;
  onLogout: StudentLayoutProps['onLogout'];
}) {
  const [loggingOut, setLoggingOut] = useState(false);
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const exit = () => {
    if (busy.current) return;
    busy.current = true;
    setLoggingOut(true);
    const done = onLogout();
    // Stays disabled until the page leaves; re-enabled only if a returned promise settles first.
    if (done) {
      void Promise.resolve(done)
        .catch(() => {})
        .finally(() => {
          busy.current = false;
          if (mounted.current) setLoggingOut(false);
        });
    }
  };
  return (
    <button
      type="button"
      onClick={exit}
      disabled={loggingOut}
      aria-busy={loggingOut || undefined}
      className={`${className} disabled:cursor-wait disabled:opacity-70`}
    >
      {loggingOut ? (
        <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" />
      ) : (
        <LogOut aria-hidden="true" className="h-5 w-5" />
      )}
      {loggingOut ? authMessages.loggingOut : studentMessages.exit}
    </button>
  );
}

/** Student shell (spec §2): side bar (Mis cursos, Configuración, Salir), top bar with the cart badge. */
export function StudentLayout({ cartCount, onLogout }: StudentLayoutProps) {
  const user = useStoredUser();
  // Phones: five equal tiles (icon over a short label) so "Salir" is always in view; wider: a side bar.
  const itemBase =
    'flex h-full flex-col items-center justify-center gap-1 rounded-lg px-1 py-2 text-center text-xs font-medium md:flex-row md:justify-start md:gap-3 md:px-3 md:text-left md:text-base';
  const itemClass = ({ isActive }: { isActive: boolean }) =>
    `${itemBase} ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <Logo />
          <SearchBox
            id="student-search"
            resultsUrl={studentCategoryUrl}
            className="order-last w-full sm:order-none sm:w-auto sm:max-w-md sm:flex-1"
          />
          <span className="ml-auto hidden text-slate-700 sm:inline">{user?.person.people_first_name}</span>
          {/* The count of the server cart (spec §2 top bar), a link to the cart page. */}
          <Link
            to={paths.student.cart}
            className="relative ml-auto rounded-full p-2 text-slate-700 hover:bg-slate-100 sm:ml-0"
          >
            <span className="sr-only">{`${studentMessages.cart}: ${studentMessages.cartCount(cartCount)}`}</span>
            <ShoppingCart aria-hidden="true" className="h-6 w-6" />
            {cartCount > 0 ? (
              <span
                aria-hidden="true"
                data-testid="cart-badge"
                className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-xs font-bold text-white"
              >
                {cartCount}
              </span>
            ) : null}
          </Link>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-4 px-4 py-4 md:flex-row md:py-8">
        <nav aria-label={studentMessages.sidebarLabel} className="md:w-56 md:shrink-0 print:hidden">
          <ul className="grid grid-cols-5 gap-1 md:flex md:flex-col">
            {navItems.map(({ to, label, short, Icon }) => (
              <li key={to}>
                {/* The name holds both texts: a spoken name must contain the words on screen (WCAG 2.5.3). */}
                <NavLink
                  to={to}
                  className={itemClass}
                  aria-label={short === label ? undefined : `${short}: ${label}`}
                >
                  <Icon aria-hidden="true" className="h-5 w-5" />
                  <span className="md:hidden">{short}</span>
                  <span className="hidden md:inline">{label}</span>
                </NavLink>
              </li>
            ))}
            <li>
              <ExitButton
                className={`${itemBase} w-full text-slate-700 hover:bg-slate-100`}
                onLogout={onLogout}
              />
            </li>
          </ul>
        </nav>
        <main id="contenido" className="min-w-0 flex-1">
          <Suspense fallback={<Spinner />}>
            <RouteBoundary>
              <Outlet />
            </RouteBoundary>
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/** The shell with the badge counting the server cart (the student is logged in inside it). */
export function StudentLayoutWithCart(props: Omit<StudentLayoutProps, 'cartCount'>) {
  return <StudentLayout {...props} cartCount={useCartCount()} />;
}
