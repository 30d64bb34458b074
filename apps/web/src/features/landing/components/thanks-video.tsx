import type { EmbeddedVideo } from '@campus/contract/leads';
import Play from 'lucide-react/icons/play';
import { useState } from 'react';
import { landingMessages } from '../../../messages/landing.ts';

const t = landingMessages.thanks;

/**
 * The welcome video of the thanks pages, the operator's Vimeo or YouTube video: a light tile until
 * played, so the page loads nothing from the video host before the visitor asks for it.
 */
export function ThanksVideo({ video }: { video: EmbeddedVideo }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <div className="aspect-video w-full overflow-hidden rounded-xl bg-black">
        <iframe
          src={`${video.embed_url}&autoplay=1`}
          title={t.videoLabel}
          className="h-full w-full"
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-xl bg-gradient-to-br from-brand-800 to-slate-900"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/90 shadow-lg group-hover:bg-white">
        <Play aria-hidden="true" className="ml-1 h-8 w-8 fill-brand-700 text-brand-700" />
      </span>
      <span className="sr-only">{t.playVideo}</span>
    </button>
  );
}
