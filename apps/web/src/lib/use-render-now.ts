import { renderInstant } from '../ssr-state.ts';
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
