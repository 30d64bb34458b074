import { useEffect, useState } from 'react';

/**
 * false on the first render, true right after it is committed. A page renders its text first and
 * mounts heavier lazy parts (forms with their rules) next, so nothing suspends the first paint.
 */
export function useDeferredMount(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
