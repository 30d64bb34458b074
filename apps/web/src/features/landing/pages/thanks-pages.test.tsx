import type { LandingEvent, LandingEventResponse, MarketingSettings } from '@campus/contract/leads';
import type { ProjectDetail } from '@campus/contract/projects';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../../../test/support/render.tsx';
import { TestimonialGallery } from '../components/testimonial-gallery.tsx';
import MasterClassThanksPage from './master-class-thanks-page.tsx';

afterEach(() => {
  window.localStorage.clear();
});

const marketing: MarketingSettings = {
  whatsapp_group_url: 'https://chat.whatsapp.com/GrupoDelOperador',
  chat_phone: '+525512345678',
  chat_url: 'https://wa.me/525512345678?text=Hola',
  thanks_video: { type: 1, video_id: '123456', embed_url: 'https://player.vimeo.com/video/123456?dnt=1' },
  testimonials: Array.from({ length: 28 }, (_, i) => ({
    number: i + 1,
    type: 6,
    video_id: `video-id-${i + 1}`,
    embed_url: `https://www.youtube-nocookie.com/embed/video-id-${i + 1}?rel=0`,
  })),
};

const project: ProjectDetail = {
  id: 4,
  name: 'Campus Salud',
  description: '',
  url: '',
  email: 'soporte@campus.example',
  phone: '',
  marketing,
};

const masterClass: LandingEvent = {
  id: 4,
  tag: 'obstaculos-tm',
  title: 'Clase magistral: los 10 obstáculos',
  type: 2,
  date: '2099-01-01T00:00:00.000Z',
  is_past: false,
  date_text: 'jueves 31 de diciembre de 2098',
  time_text: '7 pm Ecuador/Perú, 6 pm México',
  local_times: [],
  urlRoom: 'https://zoom.us/j/1',
  id_room: '1',
  url_download: '/media/docs/regalo-del-operador.pdf',
  course: null,
};

function withData(ui: ReactNode, settings: MarketingSettings = marketing) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['project', 4], { data: { ...project, marketing: settings } });
  client.setQueryData(['landing-event', 'obstaculos-tm'], {
    data: masterClass,
    next: null,
  } satisfies LandingEventResponse);
  return <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
}

const links = (container: HTMLElement) =>
  [...container.querySelectorAll('a')].map((a) => ({
    text: a.textContent?.trim(),
    href: a.getAttribute('href'),
  }));

describe('thanks page of a live class (/pro/master_class/gracias)', () => {
  it("offers the landing's download, and the operator's group, chat and video", async () => {
    window.localStorage.setItem('codeRelation', 'obstaculos-tm');
    const view = await render(withData(<MasterClassThanksPage />));
    const all = links(view.container);
    expect(all).toContainEqual({
      text: 'Descargar su regalo (PDF)',
      href: '/media/docs/regalo-del-operador.pdf',
    });
    expect(all).toContainEqual({
      text: 'Unirme a la comunidad de WhatsApp',
      href: 'https://chat.whatsapp.com/GrupoDelOperador',
    });
    expect(all).toContainEqual({
      text: 'Escribir por WhatsApp a un asesor',
      href: 'https://wa.me/525512345678?text=Hola',
    });

    // the welcome video is a tile until played; then the operator's embed, with a title
    expect(view.container.querySelector('iframe, video')).toBeNull();
    const play = [...view.container.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('Ver el video de bienvenida'),
    );
    await act(async () => play!.click());
    const frame = view.container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://player.vimeo.com/video/123456?dnt=1&autoplay=1');
    expect(frame?.getAttribute('title')).toBe('Video de bienvenida del Dr. Villacrés');
  });

  it('shows no invented link nor video when the operator has not set them', async () => {
    window.localStorage.setItem('codeRelation', 'obstaculos-tm');
    const empty: MarketingSettings = {
      whatsapp_group_url: null,
      chat_phone: null,
      chat_url: null,
      thanks_video: null,
      testimonials: [],
    };
    const view = await render(withData(<MasterClassThanksPage />, empty));
    const hrefs = links(view.container).map((l) => l.href ?? '');
    expect(hrefs.some((h) => h.includes('whatsapp') || h.includes('wa.me'))).toBe(false);
    expect(view.container.textContent).not.toContain('Ver el video de bienvenida');
  });
});

describe('testimonial gallery', () => {
  it('shows a numbered tile per video and embeds only the one opened, with a title', async () => {
    const view = await render(withData(<TestimonialGallery />));
    const tiles = [...view.container.querySelectorAll('button')];
    expect(tiles.map((b) => b.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 28 }, (_, i) => `Ver el testimonio ${i + 1}`),
    );
    expect(document.querySelector('iframe')).toBeNull();

    await act(async () => tiles[27]!.click());
    // the dialog is lazy: wait for it
    for (let i = 0; i < 50 && !document.querySelector('iframe'); i++)
      await act(async () => new Promise((r) => setTimeout(r, 20)));
    const frames = document.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]!.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/video-id-28?rel=0&autoplay=1',
    );
    expect(frames[0]!.getAttribute('title')).toBe('Video del testimonio 28');
  });
});
