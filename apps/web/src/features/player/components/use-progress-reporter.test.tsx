// The player reports only what the server can count: no reports for a video without a length the
// server holds, and a 409 `duration_unknown` answer stops them and says why.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../../test/support/render.tsx';
import { STORED_USER } from '../../../../test/support/session.ts';
import { storeSession } from '../../../lib/storage.ts';
import { useProgressReporter } from './use-progress-reporter.ts';
import type { PlayerEvent, PlayerState } from './video-player.tsx';

let fetchMock: ReturnType<typeof vi.fn>;
let answer: () => Response;
beforeEach(() => {
  localStorage.clear();
  storeSession('token-de-usuario', STORED_USER);
  fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let send: (event: PlayerEvent, state: PlayerState) => void = () => {};
function Probe({ enabled }: { enabled: boolean }) {
  const { onEvent, lengthUnknown } = useProgressReporter({
    courseId: 1,
    resourceId: 2,
    enabled,
    onReport: () => {},
    onEnded: () => {},
  });
  send = onEvent;
  return <p>{lengthUnknown ? 'sin duración' : 'cuenta'}</p>;
}

const state = (time: number, playing: boolean): PlayerState =>
  ({ time, playing, rate: 1, duration: 60 }) as PlayerState;

describe('useProgressReporter', () => {
  it('sends nothing for a video whose length the server does not hold', async () => {
    const { container } = await render(<Probe enabled={false} />);
    await act(async () => send('play', state(0, true)));
    await act(async () => send('pause', state(5, false)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.textContent).toBe('sin duración');
  });

  it('stops reporting after a 409 duration_unknown and says so', async () => {
    answer = () =>
      json(409, {
        message: 'La duración de esta clase aún no está registrada.',
        code: 'duration_unknown',
      });
    const { container } = await render(<Probe enabled />);
    expect(container.textContent).toBe('cuenta');
    await act(async () => send('play', state(0, true)));
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('sin duración');
    await act(async () => send('pause', state(5, false)));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
