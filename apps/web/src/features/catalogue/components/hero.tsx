import { HERO_AUTOPLAY_MS } from '@campus/contract/constants';
import { Link } from 'react-router';
import { Carousel } from '../../../components/carousel.tsx';
import { categoryUrl } from '../../../config/paths.ts';
import { es } from '../../../messages/es.ts';

const SLIDES = [
  {
    ...es.catalogue.hero[0],
    image: '/media/hero/hero-1.webp',
    mobile: '/media/hero/hero-1-mobile.webp',
    to: categoryUrl({ category: 'all', name: 'todos' }),
  },
  {
    ...es.catalogue.hero[1],
    image: '/media/hero/hero-2.webp',
    mobile: '/media/hero/hero-2-mobile.webp',
    to: categoryUrl({ category: 'search', q: 'telemedicina' }),
  },
];

/**
 * Home hero (spec §2, §9): two slides that cross-fade every 5 s, pausable. The first picture loads
 * eagerly with high priority (it is the largest paint); phones get the narrow variant.
 */
export function Hero() {
  return (
    <Carousel
      label={es.catalogue.heroLabel}
      autoplayMs={HERO_AUTOPLAY_MS}
      fade
      controls="overlay"
      className="h-[560px] bg-brand-800 sm:h-[600px]"
    >
      {SLIDES.map((slide, i) => (
        <div key={slide.image} className="relative h-full">
          <picture>
            <source media="(max-width: 767px)" srcSet={slide.mobile} width={800} height={600} />
            <img
              src={slide.image}
              alt={slide.alt}
              width={1600}
              height={700}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              decoding={i === 0 ? 'sync' : 'async'}
              className="absolute inset-0 h-full w-full object-cover"
            />
          </picture>
          <div className="absolute inset-0 bg-gradient-to-t from-slate-950/85 via-slate-900/55 to-slate-900/30" />
          <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-end px-4 pb-24 pt-24 text-white sm:justify-center sm:pb-16">
            {i === 0 ? (
              <h1 className="max-w-2xl text-3xl font-bold leading-tight sm:text-5xl">{slide.title}</h1>
            ) : (
              <p className="max-w-2xl text-3xl font-bold leading-tight sm:text-5xl">{slide.title}</p>
            )}
            <p className="mt-4 max-w-xl text-lg text-slate-100">{slide.text}</p>
            <Link
              to={slide.to}
              className="mt-6 inline-block self-start rounded-full bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {slide.cta}
            </Link>
          </div>
        </div>
      ))}
    </Carousel>
  );
}
