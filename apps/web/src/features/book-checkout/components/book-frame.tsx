import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo.tsx';
import { es } from '../../../messages/es.ts';

/** The pre-sale page's light frame: logo, page, copyright (no site navigation, like a checkout). */
export function BookFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="bg-white shadow-sm">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4">
          <Logo />
        </div>
      </header>
      <main id="contenido" className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:py-10">
        {children}
      </main>
      <footer className="bg-slate-900 px-4 py-5 text-center text-sm text-slate-300">
        {es.footer.copyright(new Date().getFullYear())}
      </footer>
    </div>
  );
}
