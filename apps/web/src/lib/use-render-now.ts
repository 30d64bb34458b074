import { renderInstant } from '../ssr-state.ts';
import { homeYear } from './format.ts';
import { useClientRender } from './use-client-render.ts';

const deviceNow = () => new Date();

/**
 * "Now", for what a page shows by the clock (the time left until a lesson opens). The server's HTML
 * and the browser's hydration of it count from one instant, the render's, which the page carries:
 * the same text on both sides, even from a cached page or across a minute's turn. Every render
 * after hydration (and every page the browser renders itself) counts from `live`.
 */
export function useRenderNow(live: () => Date = deviceNow): Date {
  const hydrated = useClientRender();
  const rendered = hydrated ? null : renderInstant();
  return rendered === null ? live() : new Date(rendered);
}

/**
 * The year in Ecuador for the copyright line: the render's where the server rendered the page (what
 * its HTML shows), the device clock's otherwise. Unlike `useRenderNow` it does not move to the live
 * clock after hydration: that switch re-rendered the whole footer, every link in it, in one
 * synchronous task right after hydration on every page (~50 ms at Lighthouse's 4× CPU slowdown),
 * for a number that changes once a year. A page left open across New Year keeps its year.
 */
export function renderYear(): number {
  return homeYear(new Date(renderInstant() ?? Date.now()));
}
