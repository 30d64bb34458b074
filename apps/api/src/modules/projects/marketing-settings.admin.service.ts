// The marketing settings as the operator edits them: WhatsApp group, chat number
// (E.164, parsed by the contract's libphonenumber-js schema), the thanks video and the testimonial
// gallery in order. Saved in one transaction with its audit entry; the route then clears the public
// answer cache, so GET /api/v1/getProyect/4 (every landing and thanks page) shows it at once.
import { type AdminMarketingSettings, type AdminMarketingSettingsValues, PROJECT_ID } from '@campus/contract';
import type { Executor } from '../../db/client.ts';
import {
  findMarketingSettings,
  listTestimonialVideos,
  lockMarketingSettings,
  type MarketingSettingsRow,
  replaceTestimonialVideos,
  type TestimonialVideoRow,
  upsertMarketingSettings,
} from './projects.repository.ts';

function present(
  settings: MarketingSettingsRow | null,
  videos: TestimonialVideoRow[],
): AdminMarketingSettings {
  return {
    whatsapp_group_url: settings?.whatsappGroupUrl ?? '',
    chat_phone: settings?.chatPhone ?? '',
    chat_message: settings?.chatMessage ?? '',
    thanks_video:
      settings?.thanksVideoType != null && settings.thanksVideoId
        ? { type: settings.thanksVideoType, video_id: settings.thanksVideoId }
        : null,
    testimonials: videos.map((v) => ({ type: v.type, video_id: v.videoId })),
    updated_at: settings ? settings.updatedAt.toISOString() : null,
  };
}

export async function getMarketingSettingsAdmin(db: Executor): Promise<AdminMarketingSettings> {
  const [settings, videos] = await Promise.all([
    findMarketingSettings(db, PROJECT_ID),
    listTestimonialVideos(db, PROJECT_ID),
  ]);
  return present(settings, videos);
}

export async function saveMarketingSettingsAdmin(
  db: Executor,
  input: AdminMarketingSettingsValues,
): Promise<{
  entityId: number;
  before: AdminMarketingSettings;
  after: AdminMarketingSettings;
  result: AdminMarketingSettings;
}> {
  const beforeRow = await lockMarketingSettings(db, PROJECT_ID);
  const before = present(beforeRow, await listTestimonialVideos(db, PROJECT_ID));
  const row = await upsertMarketingSettings(db, PROJECT_ID, {
    whatsappGroupUrl: input.whatsapp_group_url || null,
    chatPhone: input.chat_phone || null,
    chatMessage: input.chat_message || null,
    thanksVideoType: input.thanks_video?.type ?? null,
    thanksVideoId: input.thanks_video?.video_id ?? null,
  });
  await replaceTestimonialVideos(
    db,
    PROJECT_ID,
    input.testimonials.map((v) => ({ type: v.type, videoId: v.video_id })),
  );
  const after = present(row, await listTestimonialVideos(db, PROJECT_ID));
  return { entityId: PROJECT_ID, before, after, result: after };
}
