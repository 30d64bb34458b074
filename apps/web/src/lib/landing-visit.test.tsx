import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test/support/render.tsx';
import { useLandingVisit } from './landing-visit.ts';

function Landing({ path }: { path: string }) {
  useLandingVisit(path);
  return null;
}

let unmount: (() => Promise<void>) | null = null;
afterEach(async () => {
  await unmount?.();
  unmount = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useLandingVisit', () => {
  it('sends one beacon per page view with the landing path, without a token', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    ({ unmount } = await render(<Landing path="/pro/telemedicina" />));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon).toHaveBeenCalledWith('/api/v1/landing-visits', '{"path":"/pro/telemedicina"}');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon', async () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    ({ unmount } = await render(<Landing path="/landing/10-obstaculos" />));
    expect(fetchSpy).toHaveBeenCalledWith('/api/v1/landing-visits', {
      method: 'POST',
      body: '{"path":"/landing/10-obstaculos"}',
      keepalive: true,
    });
  });
});
