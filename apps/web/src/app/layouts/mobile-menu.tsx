import * as Dialog from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import { Link } from 'react-router';
import { useReturnFocus } from '../../components/modal.tsx';
import { categoryUrl, paths } from '../../config/paths.ts';
import type { StoredUser } from '../../lib/storage.ts';
import { es } from '../../messages/es.ts';
import { SearchBox } from './search-box.tsx';
import type { MenuCategory } from './top-nav.tsx';

type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: MenuCategory[];
  user: StoredUser | null;
};

/**
 * The mobile menu (spec §2): Log in, Register, search, the categories, 'Gratuitos' and 'Ver todos'.
 * Loaded when first wanted, so the dialog code stays out of the first page load.
 */
export default function MobileMenu({ open, onOpenChange, categories, user }: MobileMenuProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          {...returnFocus}
          className="fixed inset-y-0 right-0 z-50 flex w-[85%] max-w-xs flex-col gap-4 overflow-y-auto bg-white p-5 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{es.nav.menuTitle}</Dialog.Title>
            <Dialog.Close aria-label={es.nav.closeMenu} className="rounded-md p-2 text-slate-700">
              <X aria-hidden="true" className="h-6 w-6" />
            </Dialog.Close>
          </div>
          <SearchBox onDone={() => onOpenChange(false)} />
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
  );
}
