import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code (and what it brings: forms, captcha, players) loads only when asked for.
 * `preload` fetches it early (hover or focus of the button that opens it); `Dialog` renders nothing
 * until `show` is first true, then stays mounted so the dialog can close with its own transition.
 */
export function lazyDialog<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Loaded = lazy(load);
  const preload = () => {
    void load();
  };
  function Dialog({ show, ...props }: P & { show: boolean }) {
    const [mounted, setMounted] = useState(show);
    if (show && !mounted) setMounted(true);
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...(props as P)} />
      </Suspense>
    );
  }
  return { Dialog, preload };
}
