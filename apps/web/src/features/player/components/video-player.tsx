import Play from 'lucide-react/icons/play';
import {
  type KeyboardEvent,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { useClientRender } from '../../../lib/use-client-render.ts';

/** One player over the three providers of the course (spec §3: 1 Vimeo, 2 own file, 6 YouTube). */
export type VideoSource =
  | { provider: 'file'; src: string; captions: string | null }
  | { provider: 'vimeo'; id: string }
  | { provider: 'youtube'; id: string };

export type VideoLabels = {
  /** The captions track's name in the browser's menu. */
  captions: string;
  /**
   * Given, a file video opens with one large play button (this label, and `resume` under it when
   * the lesson resumes) instead of the browser's controls, which appear once it plays. The
   * controls' shadow tree (a stylesheet, a dozen SVG icons) cost a phone 20–50 ms of style and
   * layout right after the lesson painted, in the tasks a first tap waits behind; the
   * button costs nothing, and a tap on it starts the video as a tap on the controls would.
   */
  play?: string;
  resume?: string;
};

export type PlayerState = { time: number; duration: number | null; playing: boolean; rate: number };
export type PlayerEvent = 'tick' | 'play' | 'pause' | 'seek' | 'ended';

export type VideoPlayerHandle = {
  seek(seconds: number): void;
  togglePlay(): void;
  setRate(rate: number): void;
  state(): PlayerState;
};

type Props = {
  source: VideoSource;
  title: string;
  /** Where to start (the stored resume position). */
  startAt: number;
  rate: number;
  labels: VideoLabels;
  onEvent: (event: PlayerEvent, state: PlayerState) => void;
  ref?: Ref<VideoPlayerHandle>;
};

const SKIP_SECONDS = 5;

/**
 * The course video: a `<video>` for own files (with a `<track>` when the resource has captions),
 * the Vimeo and YouTube players driven through their postMessage APIs (player.js and the IFrame
 * API protocol) with no third-party script. Every provider reports the same events, so progress is
 * measured the same way for all. Keyboard: space or K plays/pauses, ← → move 5 s.
 */
export function VideoPlayer({ source, title, startAt, rate, labels, onEvent, ref }: Props) {
  const state = useRef<PlayerState>({ time: startAt, duration: null, playing: false, rate });
  const controls = useRef<Omit<VideoPlayerHandle, 'state'> | null>(null);
  const emit = useRef(onEvent);
  emit.current = onEvent;
  const report = useCallback((event: PlayerEvent, patch: Partial<PlayerState>) => {
    state.current = { ...state.current, ...patch };
    emit.current(event, state.current);
  }, []);

  useImperativeHandle(ref, () => ({
    seek: (s) => controls.current?.seek(s),
    togglePlay: () => controls.current?.togglePlay(),
    setRate: (r) => controls.current?.setRate(r),
    state: () => state.current,
  }));

  useEffect(() => {
    controls.current?.setRate(rate);
  }, [rate]);
  // The video or the provider's frame starts in the browser's render, not in the server's HTML:
  // there it would load before React listens, and miss its first events (the file's metadata,
  // where the lesson resumes; Vimeo's 'ready', where progress reporting starts).
  const inBrowser = useClientRender();

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target instanceof HTMLSelectElement || e.target instanceof HTMLButtonElement) return;
    const c = controls.current;
    if (!c) return;
    if (e.key === ' ' || e.key === 'k' || e.key === 'K') {
      e.preventDefault();
      c.togglePlay();
    } else if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      const delta = e.key === 'ArrowRight' ? SKIP_SECONDS : -SKIP_SECONDS;
      c.seek(Math.max(0, state.current.time + delta));
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard shortcuts for the player inside
    <div className="aspect-video w-full overflow-hidden rounded-xl bg-black" onKeyDown={onKeyDown}>
      {!inBrowser ? null : source.provider === 'file' ? (
        <FileVideo
          key={source.src}
          source={source}
          title={title}
          startAt={startAt}
          rate={rate}
          labels={labels}
          controls={controls}
          report={report}
        />
      ) : (
        <EmbeddedVideo
          key={`${source.provider}:${source.id}`}
          source={source}
          title={title}
          startAt={startAt}
          rate={rate}
          controls={controls}
          report={report}
        />
      )}
    </div>
  );
}

type Report = (event: PlayerEvent, patch: Partial<PlayerState>) => void;
type Controls = React.RefObject<Omit<VideoPlayerHandle, 'state'> | null>;

function FileVideo({
  source,
  title,
  startAt,
  rate,
  labels,
  controls,
  report,
}: {
  source: Extract<VideoSource, { provider: 'file' }>;
  title: string;
  startAt: number;
  rate: number;
  labels: VideoLabels;
  controls: Controls;
  report: Report;
}) {
  const video = useRef<HTMLVideoElement>(null);
  // The browser's controls from the first play on (however it starts: the button, the keyboard).
  const [started, setStarted] = useState(labels.play === undefined);
  useEffect(() => {
    const v = video.current;
    if (!v) return;
    controls.current = {
      seek: (s) => {
        v.currentTime = s;
      },
      togglePlay: () => void (v.paused ? v.play().catch(() => {}) : v.pause()),
      setRate: (r) => {
        v.playbackRate = r;
      },
    };
    return () => {
      controls.current = null;
    };
  }, [controls]);

  const read = (v: HTMLVideoElement): Partial<PlayerState> => ({
    time: v.currentTime,
    duration: Number.isFinite(v.duration) ? v.duration : null,
    playing: !v.paused && !v.ended,
    rate: v.playbackRate,
  });

  const start = () => {
    // The button leaves: the video, its controls drawn first, takes the keyboard's focus.
    flushSync(() => setStarted(true));
    video.current?.focus();
    void video.current?.play().catch(() => {});
  };

  return (
    <div className="relative h-full w-full">
      {/* biome-ignore lint/a11y/useMediaCaption: the <track> is rendered when the resource has captions */}
      <video
        ref={video}
        src={source.src}
        title={title}
        aria-label={title}
        controls={started}
        playsInline
        preload="metadata"
        controlsList="nodownload"
        className="h-full w-full"
        onLoadedMetadata={(e) => {
          const v = e.currentTarget;
          v.playbackRate = rate;
          if (startAt > 0 && startAt < v.duration) v.currentTime = startAt;
          report('tick', read(v));
        }}
        onTimeUpdate={(e) => report('tick', read(e.currentTarget))}
        onPlay={(e) => {
          setStarted(true);
          report('play', read(e.currentTarget));
        }}
        onPause={(e) => report('pause', { ...read(e.currentTarget), playing: false })}
        onSeeking={(e) => report('seek', read(e.currentTarget))}
        onEnded={(e) => report('ended', { ...read(e.currentTarget), playing: false })}
        onRateChange={(e) => report('tick', read(e.currentTarget))}
      >
        {source.captions ? (
          <track kind="subtitles" srcLang="es" label={labels.captions} src={source.captions} default />
        ) : null}
      </video>
      {started ? null : (
        <button
          type="button"
          onClick={start}
          // The player's K shortcut, here too (space and Enter press the button itself).
          onKeyDown={(e) => {
            if (e.key !== 'k' && e.key !== 'K') return;
            e.preventDefault();
            start();
          }}
          className="group absolute inset-0 flex flex-col items-center justify-center gap-2 text-white focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-brand-700 shadow-lg ring-2 ring-white group-hover:bg-brand-800">
            <Play aria-hidden="true" className="ml-1 size-8 fill-current" />
          </span>
          <span className="rounded bg-black/70 px-2 py-1 text-sm font-semibold">{labels.play}</span>
          {labels.resume && startAt > 0 ? (
            <span className="rounded bg-black/70 px-2 py-1 text-sm">{labels.resume}</span>
          ) : null}
        </button>
      )}
    </div>
  );
}

const VIMEO_ORIGIN = 'https://player.vimeo.com';
const YOUTUBE_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

function parse(data: unknown): Record<string, unknown> | null {
  if (typeof data === 'string') {
    try {
      return JSON.parse(data) as Record<string, unknown>;
    } catch {
      return null;
    }
  }
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
}

function EmbeddedVideo({
  source,
  title,
  startAt,
  rate,
  controls,
  report,
}: {
  source: Extract<VideoSource, { provider: 'vimeo' | 'youtube' }>;
  title: string;
  startAt: number;
  rate: number;
  controls: Controls;
  report: Report;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const playing = useRef(false);
  const initialRate = useRef(rate);
  initialRate.current = rate;
  const vimeo = source.provider === 'vimeo';
  const start = Math.floor(startAt);
  const src = vimeo
    ? `${VIMEO_ORIGIN}/video/${encodeURIComponent(source.id)}?dnt=1&playsinline=1${start > 0 ? `#t=${start}s` : ''}`
    : `https://www.youtube-nocookie.com/embed/${encodeURIComponent(source.id)}?enablejsapi=1&rel=0&playsinline=1&start=${start}&origin=${encodeURIComponent(window.location.origin)}`;

  useEffect(() => {
    const post = (message: unknown) =>
      frame.current?.contentWindow?.postMessage(
        JSON.stringify(message),
        vimeo ? VIMEO_ORIGIN : 'https://www.youtube-nocookie.com',
      );
    const vimeoCommand = (method: string, value?: unknown) =>
      post(value === undefined ? { method } : { method, value });
    const youtubeCommand = (func: string, args: unknown[] = []) => post({ event: 'command', func, args });

    controls.current = vimeo
      ? {
          seek: (s) => vimeoCommand('setCurrentTime', s),
          togglePlay: () => vimeoCommand(playing.current ? 'pause' : 'play'),
          setRate: (r) => vimeoCommand('setPlaybackRate', r),
        }
      : {
          seek: (s) => youtubeCommand('seekTo', [s, true]),
          togglePlay: () => youtubeCommand(playing.current ? 'pauseVideo' : 'playVideo'),
          setRate: (r) => youtubeCommand('setPlaybackRate', [r]),
        };

    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      if (vimeo ? event.origin !== VIMEO_ORIGIN : !YOUTUBE_ORIGINS.includes(event.origin)) return;
      const msg = parse(event.data);
      if (!msg) return;
      if (vimeo) {
        const data = (msg.data ?? {}) as { seconds?: number; duration?: number; playbackRate?: number };
        const time = typeof data.seconds === 'number' ? { time: data.seconds } : {};
        const duration = typeof data.duration === 'number' ? { duration: data.duration } : {};
        switch (msg.event) {
          case 'ready':
            for (const name of ['timeupdate', 'play', 'pause', 'ended', 'seeked', 'playbackratechange'])
              vimeoCommand('addEventListener', name);
            vimeoCommand('setPlaybackRate', initialRate.current);
            break;
          case 'timeupdate':
            report('tick', { ...time, ...duration, playing: playing.current });
            break;
          case 'play':
            playing.current = true;
            report('play', { ...time, ...duration, playing: true });
            break;
          case 'pause':
            playing.current = false;
            report('pause', { ...time, playing: false });
            break;
          case 'seeked':
            report('seek', { ...time, playing: playing.current });
            break;
          case 'ended':
            playing.current = false;
            report('ended', { ...time, playing: false });
            break;
          case 'playbackratechange':
            if (typeof data.playbackRate === 'number') report('tick', { rate: data.playbackRate });
            break;
        }
        return;
      }
      // YouTube: `infoDelivery` carries the playhead a few times a second; `onStateChange` the state.
      const info = (msg.info ?? null) as
        | { currentTime?: number; duration?: number; playerState?: number; playbackRate?: number }
        | number
        | null;
      if (msg.event === 'onReady') {
        youtubeCommand('setPlaybackRate', [initialRate.current]);
        return;
      }
      const stateCode = typeof info === 'number' ? info : info?.playerState;
      const patch: Partial<PlayerState> = {};
      if (info && typeof info === 'object') {
        if (typeof info.currentTime === 'number') patch.time = info.currentTime;
        if (typeof info.duration === 'number' && info.duration > 0) patch.duration = info.duration;
        if (typeof info.playbackRate === 'number') patch.rate = info.playbackRate;
      }
      if (stateCode === 1 && !playing.current) {
        playing.current = true;
        report('play', { ...patch, playing: true });
      } else if (stateCode === 2 && playing.current) {
        playing.current = false;
        report('pause', { ...patch, playing: false });
      } else if (stateCode === 0 && playing.current) {
        playing.current = false;
        report('ended', { ...patch, playing: false });
      } else if (patch.time !== undefined) {
        report('tick', { ...patch, playing: playing.current });
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      controls.current = null;
    };
  }, [vimeo, controls, report]);

  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      className="h-full w-full"
      allow="autoplay; fullscreen; picture-in-picture"
      allowFullScreen
      onLoad={() => {
        if (!vimeo)
          frame.current?.contentWindow?.postMessage(
            JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }),
            'https://www.youtube-nocookie.com',
          );
      }}
    />
  );
}
