import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/** What `render` mounted and nothing has unmounted yet (`unmountRendered` runs after each test). */
const mounted = new Set<() => Promise<void>>();

/**
 * Renders into happy-dom's document inside a memory router (links need one) and returns the
 * container. The web project's setup (test/setup.ts) unmounts it after the test; a test may call
 * the returned `unmount` sooner (to render again, say). @testing-library is not installed: React's
 * own `act` and the DOM are enough for these tests.
 */
export async function render(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  await act(async () => root.render(<MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>));
  const unmount = async () => {
    if (!mounted.delete(unmount)) return;
    // Inside act, even where the test let the page update by itself (IS_REACT_ACT_ENVIRONMENT off).
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => root.unmount());
    container.remove();
  };
  mounted.add(unmount);
  return { container, unmount };
}

/** Unmounts whatever the test rendered and left mounted, newest first. */
export async function unmountRendered() {
  for (const unmount of [...mounted].reverse()) await unmount();
}

/** A query client for tests: no retries, so a refused request shows its error at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** `render` inside a QueryClientProvider: `client`, or a fresh `testQueryClient()`. */
export function renderWithQueries(
  ui: ReactNode,
  { route, client = testQueryClient() }: { route?: string; client?: QueryClient } = {},
) {
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, { route });
}

/** The text of a node with its whitespace collapsed, as a reader would hear it. */
export const textOf = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Lets effects, timers and fetches run (10 ms at a time, up to half a second) until `check` holds. */
export async function settle(check: () => boolean) {
  for (let i = 0; i < 50 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  if (!check()) throw new Error('settle: the condition never held');
}

/** Types `value` into a field as a person would: focus, the native value setter, then React's event. */
export async function typeInto(
  el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
) {
  await act(async () => {
    el.focus();
    const proto = Object.getPrototypeOf(el) as object;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}
