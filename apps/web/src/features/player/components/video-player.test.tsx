import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../../test/support/render.tsx';
import { VideoPlayer } from './video-player.tsx';

const source = { provider: 'file', src: '/media/video/demo-clase.mp4', captions: null } as const;
let played: HTMLMediaElement[] = [];

beforeEach(() => {
  played = [];
  // happy-dom has no media pipeline: play() resolves and fires the element's `play` event.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
});
afterEach(() => vi.restoreAllMocks());

const player = (extra: { playLabel?: string; resumeLabel?: string; startAt?: number } = {}) => (
  <VideoPlayer
    source={source}
    title="Video: Triaje"
    startAt={extra.startAt ?? 0}
    rate={1}
    labels={{ captions: 'Subtítulos en español', play: extra.playLabel, resume: extra.resumeLabel }}
    onEvent={() => {}}
  />
);

describe('the lesson video', () => {
  it('opens with one play button instead of the browser’s controls, which a tap brings and plays', async () => {
    const { container } = await render(
      player({ playLabel: 'Reproducir la clase', resumeLabel: 'Continúe en 1:05', startAt: 65 }),
    );
    const video = container.querySelector('video')!;
    const button = container.querySelector('button')!;
    expect(video.controls).toBe(false);
    expect(button.textContent).toBe('Reproducir la claseContinúe en 1:05');
    await act(async () => button.click());
    expect(played).toEqual([video]);
    expect(video.controls).toBe(true);
    expect(container.querySelector('button')).toBeNull();
    expect(document.activeElement).toBe(video);
  });

  it('plays with the player’s K shortcut on the button too, and leaves the focus on the video', async () => {
    const { container } = await render(player({ playLabel: 'Reproducir la clase' }));
    const video = container.querySelector('video')!;
    const button = container.querySelector('button')!;
    button.focus();
    await act(async () => {
      button.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', bubbles: true }));
    });
    expect(played).toEqual([video]);
    expect(video.controls).toBe(true);
    expect(document.activeElement).toBe(video);
  });

  it('brings the controls however it starts playing (the keyboard, a note’s jump)', async () => {
    const { container } = await render(player({ playLabel: 'Reproducir la clase' }));
    const video = container.querySelector('video')!;
    await act(async () => void video.play());
    expect(video.controls).toBe(true);
    expect(container.querySelector('button')).toBeNull();
  });

  it('says nothing of resuming at the start of a lesson', async () => {
    const { container } = await render(
      player({ playLabel: 'Reproducir la clase', resumeLabel: 'Continúe en 0:00' }),
    );
    expect(container.querySelector('button')!.textContent).toBe('Reproducir la clase');
  });

  it('shows the browser’s controls at once where no play button is asked for (a preview the visitor opened)', async () => {
    const { container } = await render(player());
    expect(container.querySelector('video')!.controls).toBe(true);
    expect(container.querySelector('button')).toBeNull();
  });
});
