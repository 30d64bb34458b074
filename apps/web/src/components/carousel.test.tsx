import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel.tsx';

/** Embla loads when the browser is idle: the tests hold that task and run it when they choose. */
const idleTasks = vi.hoisted(() => [] as Array<() => unknown>);
vi.mock('../lib/when-idle.ts', () => ({
  whenIdle: (task: () => unknown) => {
    idleTasks.push(task);
    return () => {};
  },
}));

const GRID = { media: '(min-width: 768px)', trackClassName: 'md:grid md:grid-cols-3' };

const ui = (
  <Carousel label="Categorías" grid={GRID} slideClassName="basis-4/5 md:basis-auto md:pl-0">
    <a href="/category/a">Telemedicina</a>
    <a href="/category/b">Enfermería</a>
    <a href="/category/c">Medicina interna</a>
  </Carousel>
);

const realMatchMedia = window.matchMedia;
let root: Root | undefined;

afterEach(async () => {
  idleTasks.length = 0;
  window.matchMedia = realMatchMedia;
  await act(async () => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** A screen where only the grid's query is decided: wide or not. */
function screenIsWide(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query === GRID.media && wide,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/** The server's HTML, then the browser's hydration of it; the links as the server's HTML made them. */
async function hydrateServerHtml() {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  const links = [...container.querySelectorAll('a')];
  await act(async () => {
    root = hydrateRoot(container, ui);
  });
  return { container, links };
}

describe('Carousel with a grid layout on wide screens (the home page’s categories)', () => {
  it('on a phone hydrates the server’s carousel as it is, slides named “n de N”', async () => {
    screenIsWide(false);
    const { container, links } = await hydrateServerHtml();
    expect(links.every((link, i) => link === container.querySelectorAll('a')[i])).toBe(true);
    expect(container.querySelector('section')?.getAttribute('aria-roledescription')).toBe('carrusel');
    const slides = [...container.querySelectorAll('[role="group"]')];
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 de 3', '2 de 3', '3 de 3']);
    expect(container.querySelector('[role="list"]')).toBeNull();
  });

  it('on a wide screen keeps the same elements and names them a list, without controls', async () => {
    screenIsWide(true);
    const { container, links } = await hydrateServerHtml();
    expect(links.every((link, i) => link === container.querySelectorAll('a')[i])).toBe(true);
    expect(container.querySelector('section')?.hasAttribute('aria-roledescription')).toBe(false);
    expect(container.querySelector('[role="list"]')?.className).toContain('md:grid');
    expect(container.querySelectorAll('[role="listitem"]')).toHaveLength(3);
    expect(container.querySelector('[role="group"]')).toBeNull();
    expect(container.querySelector('button')).toBeNull();
  });
});

describe('Carousel once Embla has loaded', () => {
  it('on a wide screen, where Embla is inactive and has no plugins, renders the grid without throwing', async () => {
    screenIsWide(true);
    const { container } = await hydrateServerHtml();
    const caught: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      caught.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    try {
      expect(idleTasks).toHaveLength(1);
      await act(async () => {
        await idleTasks[0]!();
      });
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(caught).toEqual([]);
    expect(container.querySelectorAll('[role="listitem"]')).toHaveLength(3);
    expect(container.querySelector('button')).toBeNull();
  });
});
