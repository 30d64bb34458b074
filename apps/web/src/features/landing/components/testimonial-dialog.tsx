import type { TestimonialVideo } from '@campus/contract/leads';
import { Modal } from '../../../components/modal.tsx';
import { landingMessages } from '../../../messages/landing.ts';

const t = landingMessages.telemedicine;

/**
 * One testimonial in a modal with a close button (spec §2): the operator's Vimeo or YouTube video,
 * embedded only while the modal is open.
 */
export default function TestimonialDialog({
  video,
  onClose,
}: {
  video: TestimonialVideo | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={video !== null}
      onOpenChange={(o) => !o && onClose()}
      title={video ? t.testimonial(video.number) : ''}
      size="lg"
    >
      {video ? (
        <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
          <iframe
            key={video.number}
            src={`${video.embed_url}&autoplay=1`}
            title={t.testimonialVideo(video.number)}
            className="h-full w-full"
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
          />
        </div>
      ) : null}
    </Modal>
  );
}
