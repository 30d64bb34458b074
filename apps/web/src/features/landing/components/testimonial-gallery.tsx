import { Play } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { es } from '../../../messages/es.ts';

const t = es.landing.telemedicine;
const loadDialog = () => import('./testimonial-dialog.tsx');
const TestimonialDialog = lazy(loadDialog);

/** Spec §2: 28 testimonial videos, numbered 1 to 28. */
export const TESTIMONIAL_COUNT = 28;

const TILE_COLORS = [
  'from-brand-700 to-brand-600',
  'from-slate-700 to-slate-600',
  'from-teal-800 to-teal-600',
];

/**
 * The testimonial gallery: light tiles (no image, no video) until one is opened; then a modal with
 * that video and a close button. Nothing is downloaded before the visitor asks for it.
 */
export function TestimonialGallery() {
  const [open, setOpen] = useState<number | null>(null);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-7 sm:gap-3">
        {Array.from({ length: TESTIMONIAL_COUNT }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <button
              type="button"
              onClick={() => {
                setMounted(true);
                setOpen(n);
              }}
              onPointerEnter={() => void loadDialog()}
              aria-haspopup="dialog"
              aria-label={t.playTestimonial(n)}
              className={`flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-lg bg-gradient-to-br ${TILE_COLORS[n % TILE_COLORS.length]} text-white shadow-sm hover:opacity-90`}
            >
              <Play aria-hidden="true" className="h-6 w-6 fill-white" />
              <span aria-hidden="true" className="text-sm font-bold tabular-nums">
                {n}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {mounted ? (
        <Suspense fallback={null}>
          <TestimonialDialog number={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
