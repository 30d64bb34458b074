import { Play } from 'lucide-react';
import { useState } from 'react';
import { es } from '../../../messages/es.ts';

const t = es.landing.thanks;

/** The welcome video of the thanks pages: a poster until played, so the page loads light. */
export function ThanksVideo() {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the welcome clip has no speech
      <video
        src="/media/video/demo-clase.mp4"
        poster="/media/video/demo-clase.webp"
        controls
        autoPlay
        playsInline
        width={640}
        height={360}
        aria-label={t.videoLabel}
        className="aspect-video w-full rounded-xl bg-black"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative block aspect-video w-full overflow-hidden rounded-xl bg-slate-900"
    >
      <img
        src="/media/video/demo-clase.webp"
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="h-full w-full object-cover opacity-80 group-hover:opacity-100"
      />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/90 shadow-lg">
          <Play aria-hidden="true" className="ml-1 h-8 w-8 fill-brand-700 text-brand-700" />
        </span>
      </span>
      <span className="sr-only">{t.playVideo}</span>
    </button>
  );
}
