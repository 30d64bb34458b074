import { timeUntil } from '@campus/contract/availability';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test/support/render.tsx';
import { QUERY_STATE_ID, setRenderInstant } from '../ssr-state.ts';
import { formatHomeDateTime } from './format.ts';
import { renderYear, useRenderNow } from './use-render-now.ts';

// A lesson that opens at 19:00 in Ecuador (00:00 UTC the next day), as the demo seed's do.
const OPENS = '2026-12-05T00:00:00.000Z';
const RENDERED_AT = Date.parse('2026-11-27T06:59:30.000Z');

/** The text of server HTML (React separates adjacent texts with empty comments). */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '');

function Countdown({ live }: { live: () => Date }) {
  const left = timeUntil(OPENS, useRenderNow(live));
  return (
    <p>
      {formatHomeDateTime(OPENS)} · {left.days} d {left.hours} h {left.minutes} min
    </p>
  );
}

afterEach(() => {
  setRenderInstant(null);
  document.body.innerHTML = '';
});

describe('useRenderNow: the server and the hydrating browser count from one instant', () => {
  it('hydrates a countdown rendered a minute earlier without a mismatch, then shows the live time', async () => {
    // The server renders at 06:59:30 …
    setRenderInstant(() => RENDERED_AT);
    const html = renderToString(<Countdown live={() => new Date()} />);
    expect(textOf(html)).toContain('7 d 17 h 1 min');
    setRenderInstant(null);

    // … the browser hydrates the page at 07:00:45, a minute later by its own clock.
    const state = document.createElement('script');
    state.id = QUERY_STATE_ID;
    state.type = 'application/json';
    state.textContent = JSON.stringify({ queries: [], mutations: [], renderedAt: RENDERED_AT });
    document.body.append(state);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    const live = () => new Date(RENDERED_AT + 75_000);
    const root = await act(async () =>
      hydrateRoot(container, <Countdown live={live} />, { onRecoverableError: recoverable }),
    );
    // No hydration error (the page is not rendered again from scratch), and the count moved on.
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toContain('7 d 17 h 0 min');
    await act(async () => root.unmount());
  });

  it('counts from the live clock in a page the browser renders itself', async () => {
    const view = await render(<Countdown live={() => new Date(RENDERED_AT + 75_000)} />);
    expect(view.container.textContent).toContain('7 d 17 h 0 min');
    await view.unmount();
  });
});

describe('renderYear: the copyright year', () => {
  it('is Ecuador’s year at the render’s instant on the server, whatever the machine’s clock says', () => {
    // 03:00 UTC on 1 January 2027 is still 31 December 2026 in Ecuador.
    setRenderInstant(() => Date.parse('2027-01-01T03:00:00.000Z'));
    expect(renderYear()).toBe(2026);
  });

  it('in the browser, is the year of the instant the page carries, not of the device clock', () => {
    const state = document.createElement('script');
    state.id = QUERY_STATE_ID;
    state.type = 'application/json';
    state.textContent = JSON.stringify({ queries: [], mutations: [], renderedAt: RENDERED_AT });
    document.body.append(state);
    vi.useFakeTimers({ now: Date.parse('2030-06-01T12:00:00.000Z'), toFake: ['Date'] });
    try {
      expect(renderYear()).toBe(2026);
    } finally {
      vi.useRealTimers();
    }
  });
});
