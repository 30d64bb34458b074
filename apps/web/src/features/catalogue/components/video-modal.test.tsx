import type { CourseModule, Resource } from '@campus/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { render, textOf } from '../../../../test/support/render.tsx';
import { ModulesList } from './modules-list.tsx';
// The dialog itself (iframe src and title, focus back on the play button) is checked in Chromium:
// e2e/catalogue.e2e.test.ts. happy-dom does not load iframes.
import { embedUrl, isPreviewable } from './video-modal.tsx';

let nextId = 1;
const resource = (
  type: number,
  data: Partial<Resource['data']> = {},
  name = `Clase tipo ${type}`,
): Resource => ({
  id: nextId++,
  name,
  type,
  lessons_id: 1,
  data: { id_video: null, free: '1', url: null, date: null, ...data },
});

const vimeo = resource(1, { id_video: '76979871' }, 'Recorrido por el aula virtual');
const youtube = resource(6, { id_video: 'R6MlUcmOul8' }, 'Grabación completa del webinar');
const mp4 = resource(2, { url: '/media/video/demo-clase.mp4' }, 'Bienvenida');

describe('isPreviewable (spec §2: only free videos of type 1 or 6 open in the modal)', () => {
  it('opens free Vimeo and YouTube videos', () => {
    expect(isPreviewable(vimeo)).toBe(true);
    expect(isPreviewable(youtube)).toBe(true);
  });

  it('does not open a free media file, document, link or download', () => {
    expect(isPreviewable(mp4)).toBe(false);
    for (const type of [3, 4, 5])
      expect(isPreviewable(resource(type, { url: '/media/docs/x.pdf' }))).toBe(false);
  });

  it('does not open a locked video, or one whose id the server withheld (not yet released)', () => {
    expect(isPreviewable({ ...vimeo, data: { ...vimeo.data, free: '0' } })).toBe(false);
    expect(isPreviewable(resource(1))).toBe(false);
    expect(isPreviewable(resource(6))).toBe(false);
  });
});

describe('embedUrl', () => {
  it('embeds Vimeo from player.vimeo.com and YouTube from youtube-nocookie.com, both in the CSP', () => {
    expect(embedUrl(vimeo)).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871(\?|$)/);
    expect(embedUrl(youtube)).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/R6MlUcmOul8(\?|$)/);
    expect(embedUrl(mp4)).toBeNull();
  });

  it('encodes the id', () => {
    expect(embedUrl(resource(6, { id_video: 'a/../b?c' }))).toContain('/embed/a%2F..%2Fb%3Fc?');
  });
});

describe('ModulesList padlocks and play buttons', () => {
  it('shows an open padlock on every free resource but a play button only on Vimeo/YouTube ones', async () => {
    const locked = resource(1, { free: '0' }, 'Clase cerrada');
    const modules: CourseModule[] = [
      {
        id: 1,
        name: 'Fundamentos',
        lessons: [
          { id: 1, name: 'Bienvenida', data: { date_in: null }, resources: [mp4, vimeo, youtube, locked] },
        ],
      },
    ];
    await render(<ModulesList modules={modules} onPlay={() => {}} />);
    const rows = [...document.querySelectorAll('details li li')];
    const row = (name: string) => rows.find((r) => textOf(r).startsWith(name))!;
    const padlock = (name: string) => row(name).querySelector('[role="img"]')!.getAttribute('aria-label');
    const play = (name: string) => row(name).querySelector('button')?.getAttribute('aria-label') ?? null;

    expect(padlock('Bienvenida')).toBe('Contenido libre');
    expect(play('Bienvenida')).toBeNull();
    expect(padlock('Recorrido por el aula virtual')).toBe('Contenido libre');
    expect(play('Recorrido por el aula virtual')).toBe('Ver clase gratuita: Recorrido por el aula virtual');
    expect(play('Grabación completa del webinar')).toBe('Ver clase gratuita: Grabación completa del webinar');
    expect(padlock('Clase cerrada')).toBe('Contenido bloqueado');
    expect(play('Clase cerrada')).toBeNull();
  });
});
