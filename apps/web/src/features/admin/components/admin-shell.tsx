import ExternalLink from 'lucide-react/icons/external-link';
import LogOut from 'lucide-react/icons/log-out';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { adminPaths } from '../../../config/admin-paths.ts';
import { paths } from '../../../config/paths.ts';
import { adminMessages } from '../../../messages/admin.ts';
import { useAdminLogout } from '../api/session.ts';
import { adminSections } from '../app/sections.tsx';
import { readAdminEmail } from '../lib/session.ts';

const t = adminMessages.nav;

/**
 * The area's frame: a side nav (a toggled panel on phones) built from `sections.tsx`, the operator's
 * e-mail, logout, and the section's page in <main>.
 */
export function AdminShell() {
  const [open, setOpen] = useState(false);
  const logout = useAdminLogout();
  const navigate = useNavigate();
  const email = readAdminEmail();
  const onLogout = () =>
    logout.mutate(undefined, { onSettled: () => navigate(adminPaths.login, { replace: true }) });

  return (
    <div className="min-h-dvh bg-slate-100 text-slate-900 lg:flex">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {adminMessages.skipToContent}
      </a>
      <header className="flex items-center justify-between bg-slate-900 px-4 py-3 text-white lg:hidden">
        <span className="font-semibold">{adminMessages.areaName}</span>
        <button
          type="button"
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
          aria-controls="admin-nav"
          className="rounded p-2 hover:bg-slate-800"
        >
          {open ? (
            <X aria-hidden="true" className="h-6 w-6" />
          ) : (
            <Menu aria-hidden="true" className="h-6 w-6" />
          )}
          <span className="sr-only">{open ? t.closeMenu : t.openMenu}</span>
        </button>
      </header>
      <nav
        id="admin-nav"
        aria-label={t.label}
        className={`${open ? 'block' : 'hidden'} bg-slate-900 text-slate-100 lg:block lg:min-h-dvh lg:w-60 lg:shrink-0`}
      >
        <p className="hidden px-5 py-5 text-lg font-semibold lg:block">{adminMessages.areaName}</p>
        <ul className="flex flex-col gap-1 px-2 pb-4">
          {adminSections.map((section) => (
            <li key={section.path}>
              <NavLink
                to={section.path}
                end={section.end}
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium hover:bg-slate-800 ${isActive ? 'bg-slate-700 text-white' : ''}`
                }
              >
                <section.icon aria-hidden="true" className="h-5 w-5" />
                {section.label}
              </NavLink>
            </li>
          ))}
          <li className="mt-4 border-t border-slate-700 pt-4">
            <a
              href={paths.home}
              target="_blank"
              rel="noreferrer"
              className="flex items-center gap-3 rounded-lg px-3 py-2.5 hover:bg-slate-800"
            >
              <ExternalLink aria-hidden="true" className="h-5 w-5" />
              {t.viewSite}
            </a>
          </li>
          <li>
            <button
              type="button"
              onClick={onLogout}
              disabled={logout.isPending}
              className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left hover:bg-slate-800"
            >
              <LogOut aria-hidden="true" className="h-5 w-5" />
              {t.logout}
            </button>
          </li>
          {email ? <li className="wrap-anywhere px-3 pt-3 text-sm text-slate-300">{email}</li> : null}
        </ul>
      </nav>
      <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
        <Outlet />
      </main>
    </div>
  );
}
