import { videoEmbedUrl, whatsappChatUrl } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, clientToken, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { marketingSettings, testimonialVideos } from '../../db/schema.ts';
import { DEMO_MARKETING, seedMarketingSettings, TESTIMONIAL_COUNT } from '../../db/seed/landing-events.ts';

let t: TestApp;
let client: string;
beforeAll(async () => {
  t = await createTestApp();
  client = await clientToken(t.app);
});
afterAll(async () => t.close());

const marketing = async () => {
  const res = await call(t.app, client, { method: 'GET', url: '/api/v1/getProyect/4' });
  expect(res.statusCode).toBe(200);
  return res.json().data.marketing;
};

describe('embeds and chat links', () => {
  it('builds the player address of Vimeo (1) and YouTube (6) ids only', () => {
    expect(videoEmbedUrl(1, '76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(videoEmbedUrl(6, 'aqz-KE-bpKQ')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0');
    expect(videoEmbedUrl(2, '/media/video/demo-clase.mp4')).toBeNull();
    expect(videoEmbedUrl(1, '123/../../evil')).toBeNull();
    expect(videoEmbedUrl(6, 'x"onload=alert(1)')).toBeNull();
  });

  it('opens a WhatsApp chat with an E.164 number and the opening text', () => {
    expect(whatsappChatUrl('+593991234567', 'Hola, quiero información')).toBe(
      'https://wa.me/593991234567?text=Hola%2C%20quiero%20informaci%C3%B3n',
    );
    expect(whatsappChatUrl('+593991234567')).toBe('https://wa.me/593991234567');
    expect(whatsappChatUrl('0991234567')).toBeNull();
  });
});

describe('GET /api/v1/getProyect/4 marketing settings', () => {
  it('has no links nor videos until the operator (or the demo seed) sets them', async () => {
    expect(await marketing()).toEqual({
      whatsapp_group_url: null,
      chat_phone: null,
      chat_url: null,
      thanks_video: null,
      testimonials: [],
    });
  });

  it('serves the demo settings: group, chat, thanks video and the 28 testimonials as embeds', async () => {
    await seedMarketingSettings(t.db);
    const m = await marketing();
    expect(m.whatsapp_group_url).toBe(DEMO_MARKETING.whatsappGroupUrl);
    expect(m.chat_phone).toBe('+593991234567');
    expect(m.chat_url).toMatch(/^https:\/\/wa\.me\/593991234567\?text=Hola/);
    expect(m.thanks_video).toEqual({
      type: 6,
      video_id: 'aqz-KE-bpKQ',
      embed_url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0',
    });
    expect(m.testimonials).toHaveLength(TESTIMONIAL_COUNT);
    expect(m.testimonials.map((v: { number: number }) => v.number)).toEqual(
      Array.from({ length: 28 }, (_, i) => i + 1),
    );
    expect(m.testimonials[0]).toMatchObject({
      number: 1,
      type: 1,
      embed_url: `https://player.vimeo.com/video/${m.testimonials[0].video_id}?dnt=1`,
    });
    expect(m.testimonials[1].embed_url).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?rel=0$/,
    );
  });

  it("shows the operator's changes, and seeding again keeps them", async () => {
    await t.db
      .update(marketingSettings)
      .set({
        whatsappGroupUrl: 'https://chat.whatsapp.com/Operador123',
        chatPhone: '+525512345678',
        chatMessage: null,
      })
      .where(eq(marketingSettings.projectId, 4));
    await t.db
      .update(testimonialVideos)
      .set({ type: 6, videoId: 'dQw4w9WgXcQ' })
      .where(eq(testimonialVideos.number, 7));
    await seedMarketingSettings(t.db);
    const m = await marketing();
    expect(m.whatsapp_group_url).toBe('https://chat.whatsapp.com/Operador123');
    expect(m.chat_url).toBe('https://wa.me/525512345678');
    expect(m.testimonials[6]).toEqual({
      number: 7,
      type: 6,
      video_id: 'dQw4w9WgXcQ',
      embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    });
    expect(m.testimonials).toHaveLength(28);
  });

  it('leaves out values that are not usable instead of failing', async () => {
    await t.db
      .update(marketingSettings)
      .set({
        whatsappGroupUrl: 'javascript:alert(1)',
        chatPhone: '099 123 4567',
        thanksVideoId: 'no es/un id',
      })
      .where(eq(marketingSettings.projectId, 4));
    await t.db.update(testimonialVideos).set({ videoId: '../x' }).where(eq(testimonialVideos.number, 3));
    const m = await marketing();
    expect(m).toMatchObject({
      whatsapp_group_url: null,
      chat_phone: null,
      chat_url: null,
      thanks_video: null,
    });
    expect(m.testimonials).toHaveLength(27);
    expect(m.testimonials.some((v: { number: number }) => v.number === 3)).toBe(false);
  });

  it('refuses video types other than Vimeo and YouTube in the table', async () => {
    await expect(
      t.db.insert(testimonialVideos).values({ projectId: 4, number: 29, type: 2, videoId: 'x' }),
    ).rejects.toThrow();
  });
});
