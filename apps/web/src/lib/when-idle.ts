/**
 * Runs `task` when the browser is idle (at the latest `timeout` ms later; 200 ms later where there is
 * no `requestIdleCallback`, as in Safari). Returns what cancels it.
 */
export function whenIdle(task: () => void, timeout = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
