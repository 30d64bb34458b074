import { Modal } from '../../../components/modal.tsx';
import { es } from '../../../messages/es.ts';

const t = es.landing.telemedicine;

/** Each testimonial's video. The demo data plays the local demo class; production sets real files. */
export const testimonialVideo = (_n: number) => ({
  src: '/media/video/demo-clase.mp4',
  poster: '/media/video/demo-clase.webp',
});

/** One testimonial video in a modal with a close button (spec §2). */
export default function TestimonialDialog({
  number,
  onClose,
}: {
  number: number | null;
  onClose: () => void;
}) {
  const video = number === null ? null : testimonialVideo(number);
  return (
    <Modal
      open={number !== null}
      onOpenChange={(o) => !o && onClose()}
      title={number === null ? '' : t.testimonial(number)}
      size="lg"
    >
      {video ? (
        // biome-ignore lint/a11y/useMediaCaption: testimonial recordings are provided without captions
        <video
          key={number}
          src={video.src}
          poster={video.poster}
          controls
          autoPlay
          playsInline
          preload="metadata"
          width={640}
          height={360}
          className="aspect-video w-full rounded-lg bg-black"
        />
      ) : null}
    </Modal>
  );
}
