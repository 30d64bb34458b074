import type { Resource } from '@campus/contract';
import { Modal } from '../../../components/modal.tsx';
import { es } from '../../../messages/es.ts';

/** Where a free preview plays: Vimeo (1) and YouTube (6) embeds, or the media file itself (2). */
function embedUrl(resource: Resource): string | null {
  const id = resource.data.id_video;
  if (resource.type === 1 && id)
    return `https://player.vimeo.com/video/${encodeURIComponent(id)}?autoplay=1&dnt=1`;
  if (resource.type === 6 && id)
    return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
  return null;
}

/** Free lesson preview in a dialog (spec §2: only free videos open here). */
export function VideoModal({ resource, onClose }: { resource: Resource | null; onClose: () => void }) {
  const embed = resource ? embedUrl(resource) : null;
  return (
    <Modal
      open={resource !== null}
      onOpenChange={(open) => !open && onClose()}
      title={resource ? es.catalogue.detail.videoTitle(resource.name) : ''}
      size="xl"
    >
      {resource ? (
        <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
          {embed ? (
            <iframe
              src={embed}
              title={resource.name}
              className="h-full w-full"
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
            />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: demo classes have no caption track
            <video
              src={resource.data.url ?? undefined}
              controls
              autoPlay
              playsInline
              className="h-full w-full"
            />
          )}
        </div>
      ) : null}
    </Modal>
  );
}

/** Whether a resource can be previewed from the public detail: free, released, a video. */
export function isPreviewable(resource: Resource): boolean {
  if (resource.data.free !== '1') return false;
  if (resource.type === 1 || resource.type === 6) return Boolean(resource.data.id_video);
  return resource.type === 2 && Boolean(resource.data.url);
}
