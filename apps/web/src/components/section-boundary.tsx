import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { es } from '../messages/es.ts';
import { PageError } from './load-error.tsx';

type BoundaryProps = {
  /** Names the section in the server's log ('home.hero'; 'route' for a whole page). */
  name: string;
  children: ReactNode;
  /** What shows instead of a section that threw: nothing by default. */
  fallback?: ReactNode;
  /** A new value starts the section afresh (the route's: its address). */
  resetKey?: string;
};

/**
 * One section of a page in an error boundary of its own: a widget that throws shows `fallback` and
 * the rest of the page stays; the error goes to the server's log. The server's render is untouched
 * (React's boundaries do not catch there, and a boundary adds no element), so hydration matches.
 * Our own class rather than react-error-boundary's: with the library the home page's first
 * JavaScript measured 120.4 KB gzipped, over its 120 KB budget (e2e/bundle-budget.e2e.test.ts), and
 * this is all of it the app uses.
 */
export class SectionBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // The reporter loads only once something has thrown: no page pays for it before.
  override componentDidCatch(error: unknown) {
    void import('../lib/report-client-error.ts').then((m) => m.reportClientError(error, this.props.name));
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    // React renders nothing for `undefined` (no fallback).
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Loads the page again: a retry that also brings a new deploy's code, if that is what broke. */
export const reloadPage = () => window.location.reload();

/**
 * The route's boundary: when a page throws outside its sections, a Spanish message and a retry
 * instead of a blank screen; another address starts afresh. React Router's `errorElement` works only
 * in a data router, and the app renders its routes declaratively (router.tsx), so this wraps them.
 * In this module with SectionBoundary, both ride in the app's start chunk (vite.config.ts).
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  return (
    <SectionBoundary
      name="route"
      resetKey={useLocation().pathname}
      fallback={<PageError message={es.common.pageError} onRetry={reloadPage} />}
    >
      {children}
    </SectionBoundary>
  );
}
