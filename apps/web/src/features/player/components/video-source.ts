import type { LearningResource } from '@campus/contract/learning';
import type { VideoSource } from './video-player.tsx';

/** The player source of a resource the student may open (null when closed or not a video). */
export function videoSource(r: LearningResource): VideoSource | null {
  if (r.type === 1 && r.data.id_video) return { provider: 'vimeo', id: r.data.id_video };
  if (r.type === 6 && r.data.id_video) return { provider: 'youtube', id: r.data.id_video };
  if (r.type === 2 && r.data.url) return { provider: 'file', src: r.data.url, captions: r.captions };
  return null;
}
