import type { Resource } from '@campus/contract/catalogue';
import { PREVIEWABLE_RESOURCE_TYPES } from '@campus/contract/constants';
import { Modal } from '../../../components/modal.tsx';
import { detailMessages } from '../../../messages/course-detail.ts';

/**
 * Where a free preview plays: the Vimeo (type 1) or YouTube (type 6) embed of its `id_video`.
 * Both hosts are in the CSP's frame-src (apps/api/src/plugins/security.ts). Any other type, even
 * a free media file (type 2), is for the course player, not for the public detail (spec §2).
 */
export function embedUrl(resource: Resource): string | null {
  const id = resource.data.id_video;
  if (!id) return null;
  if (resource.type === 1) return `https://player.vimeo.com/video/${encodeURIComponent(id)}?autoplay=1&dnt=1`;
  if (resource.type === 6)
    return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
  return null;
}

/** Whether a resource can be previewed from the public detail: free, released, a Vimeo/YouTube video. */
export function isPreviewable(resource: Resource): boolean {
  return (
    resource.data.free === '1' &&
    PREVIEWABLE_RESOURCE_TYPES.includes(resource.type) &&
    embedUrl(resource) !== null
  );
}

/** Free lesson preview in a dialog (spec §2: only free videos of type 1 or 6 open here). */
export function VideoModal({ resource, onClose }: { resource: Resource | null; onClose: () => void }) {
  const embed = resource ? embedUrl(resource) : null;
  return (
    <Modal
      open={resource !== null}
      onOpenChange={(open) => !open && onClose()}
      title={resource ? detailMessages.videoTitle(resource.name) : ''}
      size="xl"
    >
      {resource && embed ? (
        <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
          <iframe
            src={embed}
            title={resource.name}
            className="h-full w-full"
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
          />
        </div>
      ) : null}
    </Modal>
  );
}
