import type { EmblaCarouselType } from 'embla-carousel';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { Children, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { es } from '../messages/es.ts';

type CarouselProps = {
  /** Accessible name of the carousel region. */
  label: string;
  children: ReactNode;
  /** Width of each slide, e.g. 'basis-full min-[600px]:basis-1/2'. */
  slideClassName?: string;
  /** Advances every `autoplayMs` ms (pausable); none when absent. */
  autoplayMs?: number;
  /** Cross-fade instead of sliding (the hero). */
  fade?: boolean;
  /** Where the controls sit: over the slides (hero) or under them. */
  controls?: 'overlay' | 'below';
  className?: string;
  /**
   * From `media` on (e.g. '(min-width: 768px)'), the slides are a static grid: the track takes
   * `trackClassName` (`md:grid ...`; the slides' own `md:` classes go in `slideClassName`), Embla
   * stays inactive and there are no controls. One markup for both layouts: a phone hydrates the
   * server's carousel without rendering it again, and a wide screen changes only attributes.
   */
  grid?: { media: string; trackClassName: string };
};

/** A media query that never matches: the carousels without a grid layout. */
const NEVER = 'not all';

/** Read when Embla loads, in the browser only. */
function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Embla on the viewport, loaded after the page is painted and hydrated: the first slides are plain
 * HTML (the server renders them), so the carousel library is not among the scripts that must run
 * before the page answers (about 11 KB gzipped of the home's first JavaScript).
 */
function useDeferredEmbla(
  loop: boolean,
  autoplayMs: number | undefined,
  fade: boolean,
  gridMedia: string | undefined,
) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(async () => {
      const [{ default: EmblaCarousel }, autoplay, fadePlugin] = await Promise.all([
        import('embla-carousel'),
        autoplayMs ? import('embla-carousel-autoplay') : null,
        fade ? import('embla-carousel-fade') : null,
      ]);
      if (cancelled) return;
      const plugins = [
        ...(autoplay
          ? [
              autoplay.default({
                delay: autoplayMs,
                playOnInit: !prefersReducedMotion(),
                stopOnInteraction: false,
                stopOnMouseEnter: true,
                stopOnFocusIn: true,
              }),
            ]
          : []),
        ...(fadePlugin ? [fadePlugin.default()] : []),
      ];
      // Inactive where the slides are a grid; Embla follows the query when the screen changes.
      const breakpoints = gridMedia ? { [gridMedia]: { active: false } } : {};
      instance = EmblaCarousel(viewport, { loop, align: 'start', breakpoints }, plugins);
      setEmbla(instance);
    });
    return () => {
      cancelled = true;
      cancelIdle();
      instance?.destroy();
    };
  }, [loop, autoplayMs, fade, gridMedia]);
  return [viewportRef, embla] as const;
}

/**
 * Carousel on Embla (spec §2: hero, featured courses, categories on mobile). Keyboard and screen
 * reader usable: labelled previous/next buttons, a pause button when it plays by itself, slides
 * announced as "n de N", and hidden slides of a fade carousel taken out of the tab order.
 */
export function Carousel({
  label,
  children,
  slideClassName = 'basis-full',
  autoplayMs,
  fade = false,
  controls = 'below',
  className = '',
  grid,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const [viewportRef, embla] = useDeferredEmbla(slides.length > 1, autoplayMs, fade, grid?.media);
  // The server renders the carousel (phones first); a wide screen then names it a list.
  const asGrid = useMediaQuery(grid?.media ?? NEVER, false);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSelected(embla.selectedScrollSnap());
      setSnaps(embla.scrollSnapList());
      // `plugins()` is undefined while Embla is inactive (the grid's breakpoint): no plugin runs.
      setPlaying(embla.plugins()?.autoplay?.isPlaying() ?? false);
    };
    sync();
    embla.on('select', sync).on('reInit', sync).on('autoplay:play', sync).on('autoplay:stop', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync).off('autoplay:play', sync).off('autoplay:stop', sync);
    };
  }, [embla]);

  const togglePlay = useCallback(() => {
    const autoplay = embla?.plugins()?.autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  }, [embla]);

  const buttonClass =
    controls === 'overlay'
      ? 'flex h-11 w-11 items-center justify-center rounded-full bg-slate-900/60 text-white hover:bg-slate-900/80'
      : 'flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-100';
  const many = !asGrid && slides.length > 1 && snaps.length > 1;

  return (
    <section
      aria-roledescription={asGrid ? undefined : 'carrusel'}
      aria-label={label}
      className={`relative ${className}`}
    >
      <div ref={viewportRef} className="h-full overflow-hidden">
        <div
          className={`flex h-full touch-pan-y ${fade ? '' : '-ml-4'} ${grid?.trackClassName ?? ''}`}
          {...(asGrid ? { role: 'list' } : { 'aria-live': playing ? 'off' : 'polite' })}
        >
          {slides.map((slide, i) => {
            const hidden = fade && i !== selected;
            const slideRole = asGrid
              ? { role: 'listitem' }
              : {
                  role: 'group',
                  'aria-roledescription': 'diapositiva',
                  'aria-label': es.catalogue.carousel.slide(i + 1, slides.length),
                };
            return (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
                key={i}
                // The WAI-ARIA carousel pattern names slides as groups; a grid's are list items.
                {...slideRole}
                className={`h-full min-w-0 shrink-0 grow-0 ${fade ? '' : 'pl-4'} ${slideClassName}`}
                {...(hidden ? { inert: true, 'aria-hidden': true } : {})}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {many ? (
        <div
          className={
            controls === 'overlay'
              ? 'absolute bottom-4 right-4 flex items-center gap-2'
              : 'mt-4 flex items-center justify-center gap-2'
          }
        >
          {autoplayMs ? (
            <button
              type="button"
              className={buttonClass}
              onClick={togglePlay}
              aria-label={playing ? es.catalogue.carousel.pause : es.catalogue.carousel.play}
            >
              {playing ? (
                <Pause aria-hidden="true" className="h-5 w-5" />
              ) : (
                <Play aria-hidden="true" className="h-5 w-5" />
              )}
            </button>
          ) : null}
          <button
            type="button"
            className={buttonClass}
            onClick={() => embla?.scrollPrev()}
            aria-label={es.catalogue.carousel.previous}
          >
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </button>
          <button
            type="button"
            className={buttonClass}
            onClick={() => embla?.scrollNext()}
            aria-label={es.catalogue.carousel.next}
          >
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
