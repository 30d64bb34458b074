import { type MarketingSettings, type Project, videoEmbedUrl, whatsappChatUrl } from '@campus/contract';
import type { Database } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import {
  findMarketingSettings,
  findProject,
  listProjects,
  listTestimonialVideos,
} from './projects.repository.ts';

export async function getProject(db: Database, id: number): Promise<Project> {
  const project = await findProject(db, id);
  if (!project) throw new NotFound('Proyecto no encontrado.');
  return project;
}

/** Projects exist before anything else; modules call this to answer 404 for an unknown proyect_id. */
export const assertProjectExists = getProject;

export function getProjects(db: Database): Promise<Project[]> {
  return listProjects(db);
}

// ── Marketing settings (in GET /api/v1/getProyect/{id}) ────────────────────────────────────
function embedded(type: number | null, videoId: string | null) {
  if (type === null || !videoId) return null;
  const embed = videoEmbedUrl(type, videoId.trim());
  return embed ? { type, video_id: videoId.trim(), embed_url: embed } : null;
}

/**
 * What the operator set for the marketing pages: group and chat links, the thanks video and the
 * testimonial videos. A value that is not usable (a link that is not https, a phone that is not
 * E.164, a video id that is not one) is left out rather than shown.
 */
export async function getMarketingSettings(db: Database, projectId: number): Promise<MarketingSettings> {
  const [settings, videos] = await Promise.all([
    findMarketingSettings(db, projectId),
    listTestimonialVideos(db, projectId),
  ]);
  const group = settings?.whatsappGroupUrl?.trim() ?? '';
  const phone = settings?.chatPhone?.trim() ?? '';
  const chatUrl = phone ? whatsappChatUrl(phone, settings?.chatMessage?.trim()) : null;
  return {
    whatsapp_group_url: /^https:\/\/[^\s"'<>]+$/.test(group) ? group : null,
    chat_phone: chatUrl ? phone : null,
    chat_url: chatUrl,
    thanks_video: embedded(settings?.thanksVideoType ?? null, settings?.thanksVideoId ?? null),
    testimonials: videos.flatMap((v) => {
      const video = embedded(v.type, v.videoId);
      return video ? [{ number: v.number, ...video }] : [];
    }),
  };
}
