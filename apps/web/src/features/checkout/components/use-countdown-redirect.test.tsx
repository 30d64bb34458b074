import { act } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, textOf } from '../../../../test/support/render.tsx';
import { useCountdownRedirect } from './use-countdown-redirect.ts';

function Result({ enabled = true }: { enabled?: boolean }) {
  const { secondsLeft, cancelled, cancel } = useCountdownRedirect({ to: '/v2/home', ms: 5000, enabled });
  return (
    <div>
      <p id="left">{cancelled ? 'cancelada' : secondsLeft}</p>
      <button type="button" onClick={cancel}>
        Quedarme
      </button>
    </div>
  );
}

function Where() {
  return <p id="where">{useLocation().pathname}</p>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
});

async function mount(enabled = true) {
  const view = await render(
    <>
      <Routes>
        <Route path="/home/payment/success" element={<Result enabled={enabled} />} />
        <Route path="/v2/home" element={<p>Mis cursos</p>} />
      </Routes>
      <Where />
    </>,
    { route: '/home/payment/success?order=3' },
  );
  const where = () => textOf(view.container.querySelector('#where'));
  const left = () => textOf(view.container.querySelector('#left'));
  return { view, where, left };
}

describe('useCountdownRedirect (spec §4, §9: result pages move on after 5 s)', () => {
  it('counts 5, 4 … and replaces the page with the target at 5 s, not before', async () => {
    const { where, left } = await mount();
    expect(left()).toBe('5');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(left()).toBe('4');
    await act(async () => vi.advanceTimersByTime(3900));
    expect(where()).toBe('/home/payment/success');
    await act(async () => vi.advanceTimersByTime(100));
    expect(where()).toBe('/v2/home');
  });

  it('does not start before it is enabled (the order still loading)', async () => {
    const { where } = await mount(false);
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(where()).toBe('/home/payment/success');
  });

  it('stays when the user cancels (WCAG 2.2.1)', async () => {
    const { view, where, left } = await mount();
    await act(async () => vi.advanceTimersByTime(2000));
    await act(async () => view.container.querySelector('button')!.click());
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(left()).toBe('cancelada');
    expect(where()).toBe('/home/payment/success');
  });
});
