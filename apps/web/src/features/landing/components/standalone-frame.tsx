import { type ReactNode, Suspense } from 'react';
import { Logo } from '../../../components/logo.tsx';
import { RouteBoundary } from '../../../components/section-boundary.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { renderYear } from '../../../lib/use-render-now.ts';
import { es } from '../../../messages/es.ts';

/** The light frame of the standalone routes (spec §2): the logo and the page, no site navigation. */
export function StandaloneFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="bg-white shadow-sm">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4">
          <Logo />
        </div>
      </header>
      <main id="contenido" className="flex-1">
        <Suspense fallback={<Spinner />}>
          <RouteBoundary>{children}</RouteBoundary>
        </Suspense>
      </main>
      <footer className="bg-slate-900 px-4 py-5 text-center text-sm text-slate-300">
        {es.footer.copyright(renderYear())}
      </footer>
    </div>
  );
}
