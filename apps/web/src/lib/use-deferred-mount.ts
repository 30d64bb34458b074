import { useEffect, useState } from 'react';

/**
 * false on the first render, true once that render has been on screen for a frame. A page renders
 * its text first and mounts heavier lazy parts (forms with their rules, the player's panels) next,
 * so their code is asked for after the first paint, not while it renders.
 */
export function useDeferredMount(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // A frame callback runs before the next paint; a task queued from it runs after that paint.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setMounted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return mounted;
}
