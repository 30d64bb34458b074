import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import {
  Children,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
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
};

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** A horizontal swipe of at least this many pixels moves a fading carousel. */
const SWIPE_PX = 40;
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Carousel (spec §2: hero, featured courses, categories on mobile), without a carousel library: a
 * sliding one is a native scroll-snap strip (touch and trackpad swipes are the browser's own), a
 * fading one stacks its slides and cross-fades them (a horizontal swipe moves it). Both loop, may
 * play by themselves (paused while the pointer or the focus is inside, never with reduced motion),
 * and are keyboard and screen reader usable: labelled previous/next buttons, a pause button when
 * it plays, slides announced as "n de N", and hidden slides of a fade carousel out of the tab order.
 * (Embla with its autoplay and fade plugins was 11 KB of the home page's JavaScript, issue 12.)
 */
export function Carousel({
  label,
  children,
  slideClassName = 'basis-full',
  autoplayMs,
  fade = false,
  controls = 'below',
  className = '',
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const stripRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  /** More than one view of slides: the controls show (known once mounted, as the server cannot tell). */
  const [many, setMany] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [held, setHeld] = useState(false);
  const swipeFrom = useRef<number | null>(null);

  useIsomorphicLayoutEffect(() => {
    const strip = stripRef.current;
    if (!strip || count < 2) return;
    if (fade) {
      setMany(true);
      return;
    }
    const measure = () => setMany(strip.scrollWidth - strip.clientWidth > 1);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(strip);
    return () => observer?.disconnect();
  }, [count, fade]);

  useEffect(() => {
    if (autoplayMs && many && !prefersReducedMotion()) setPlaying(true);
  }, [autoplayMs, many]);

  const go = useCallback(
    (step: 1 | -1) => {
      if (fade) {
        setSelected((i) => (i + step + count) % count);
        return;
      }
      const strip = stripRef.current;
      if (!strip) return;
      // Where each slide starts in the strip; the current one is the nearest to its left edge.
      const origin = strip.getBoundingClientRect().left - strip.scrollLeft;
      const starts = Array.from(strip.children, (child) => child.getBoundingClientRect().left - origin);
      const left = strip.scrollLeft;
      const atEnd = left + strip.clientWidth >= strip.scrollWidth - 2;
      const current = starts.reduce(
        (best, start, i) => (Math.abs(start - left) < Math.abs(starts[best]! - left) ? i : best),
        0,
      );
      let target: number;
      if (step === 1) target = atEnd ? 0 : (starts[current + 1] ?? 0);
      else target = left <= 2 ? strip.scrollWidth : (starts[Math.max(0, current - 1)] ?? 0);
      strip.scrollTo({ left: target, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    },
    [count, fade],
  );

  useEffect(() => {
    if (!playing || held || !autoplayMs) return;
    const timer = setInterval(() => go(1), autoplayMs);
    return () => clearInterval(timer);
  }, [playing, held, autoplayMs, go]);

  const onPointerDown = (event: PointerEvent) => {
    if (fade) swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || Math.abs(event.clientX - from) < SWIPE_PX) return;
    go(event.clientX < from ? 1 : -1);
  };

  const buttonClass =
    controls === 'overlay'
      ? 'flex h-11 w-11 items-center justify-center rounded-full bg-slate-900/60 text-white hover:bg-slate-900/80'
      : 'flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-100';

  return (
    <section
      aria-roledescription="carrusel"
      aria-label={label}
      className={`relative ${className}`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="h-full overflow-hidden">
        <div
          ref={stripRef}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          className={
            fade
              ? 'grid h-full touch-pan-y'
              : '-ml-4 flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden'
          }
          aria-live={playing && !held ? 'off' : 'polite'}
        >
          {slides.map((slide, i) => {
            const hidden = fade && i !== selected;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names slides as groups
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
                key={i}
                role="group"
                aria-roledescription="diapositiva"
                aria-label={es.catalogue.carousel.slide(i + 1, count)}
                className={
                  fade
                    ? `col-start-1 row-start-1 h-full min-w-0 transition-opacity duration-700 ${hidden ? 'opacity-0' : 'opacity-100'}`
                    : `h-full min-w-0 shrink-0 grow-0 snap-start pl-4 ${slideClassName}`
                }
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
              onClick={() => setPlaying((p) => !p)}
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
            onClick={() => go(-1)}
            aria-label={es.catalogue.carousel.previous}
          >
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </button>
          <button
            type="button"
            className={buttonClass}
            onClick={() => go(1)}
            aria-label={es.catalogue.carousel.next}
          >
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
