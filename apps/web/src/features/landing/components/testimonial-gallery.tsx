import type { TestimonialVideo } from '@campus/contract/leads';
import Play from 'lucide-react/icons/play';
import { useState } from 'react';
import { lazyDialog } from '../../../components/lazy-dialog.tsx';
import { landingMessages } from '../../../messages/landing.ts';
import { useMarketing } from '../api/marketing.ts';

const t = landingMessages.telemedicine;
const TestimonialDialog = lazyDialog(() => import('./testimonial-dialog.tsx'));

/** Spec §2: 28 testimonial videos, numbered 1 to 28 (tiles kept while the list loads). */
export const TESTIMONIAL_COUNT = 28;
const PLACEHOLDERS = Array.from({ length: TESTIMONIAL_COUNT }, (_, i) => i + 1);

const TILE_COLORS = [
  'from-brand-700 to-brand-600',
  'from-slate-700 to-slate-600',
  'from-teal-800 to-teal-600',
];
const TILE =
  'flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-lg bg-gradient-to-br text-white shadow-sm';

/**
 * The testimonial gallery: a light tile with its number for each of the operator's videos (no
 * image, no player); the chosen one opens in a modal with its embedded video and a close button.
 * Nothing is loaded from the video host before the visitor asks for it.
 */
export function TestimonialGallery() {
  const { marketing, isPending } = useMarketing();
  const [open, setOpen] = useState<TestimonialVideo | null>(null);
  const videos = marketing?.testimonials ?? [];
  if (!isPending && videos.length === 0) return null;
  return (
    <>
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-7 sm:gap-3">
        {isPending
          ? PLACEHOLDERS.map((n) => (
              <li key={n} aria-hidden="true">
                <span className={`${TILE} ${TILE_COLORS[n % TILE_COLORS.length]} opacity-60`} />
              </li>
            ))
          : videos.map((video) => (
              <li key={video.number}>
                <button
                  type="button"
                  onClick={() => setOpen(video)}
                  onPointerEnter={TestimonialDialog.preload}
                  aria-haspopup="dialog"
                  aria-label={t.playTestimonial(video.number)}
                  className={`${TILE} ${TILE_COLORS[video.number % TILE_COLORS.length]} hover:opacity-90`}
                >
                  <Play aria-hidden="true" className="h-6 w-6 fill-white" />
                  <span aria-hidden="true" className="text-sm font-bold tabular-nums">
                    {video.number}
                  </span>
                </button>
              </li>
            ))}
      </ul>
      <TestimonialDialog.Dialog show={open !== null} video={open} onClose={() => setOpen(null)} />
    </>
  );
}
