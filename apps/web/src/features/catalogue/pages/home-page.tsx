import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionBoundary } from '../../../components/section-boundary.tsx';
import { categoryUrl } from '../../../config/paths.ts';
import { es } from '../../../messages/es.ts';
import { CategoryShowcase } from '../components/category-showcase.tsx';
import { FeaturedCourses } from '../components/featured-courses.tsx';
import { Hero } from '../components/hero.tsx';

type HomePageProps = {
  /** The contact button (it opens the contact modal); composed by the app, not by this feature. */
  contactAction?: ReactNode;
};

/** Home (spec §2): hero, featured courses, the first 8 categories and a contact button. */
export default function HomePage({ contactAction }: HomePageProps) {
  const t = es.catalogue;
  return (
    <>
      <SectionBoundary name="home.hero">
        <Hero />
      </SectionBoundary>
      <section className="mx-auto max-w-7xl px-4 py-12">
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.featuredTitle}</h2>
          <Link
            to={categoryUrl({ category: 'all', name: 'todos' })}
            className="shrink-0 font-semibold text-brand-700 hover:underline"
          >
            {t.seeAll}
          </Link>
        </div>
        <SectionBoundary name="home.featured">
          <FeaturedCourses />
        </SectionBoundary>
      </section>
      <section aria-labelledby="categorias" className="bg-slate-50 py-12">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="categorias" className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">
            {t.categoriesTitle}
          </h2>
          <SectionBoundary name="home.categories">
            <CategoryShowcase />
          </SectionBoundary>
        </div>
      </section>
      {contactAction ? (
        <section aria-labelledby="contacto" className="mx-auto max-w-7xl px-4 py-12">
          <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
            <div>
              <h2 id="contacto" className="text-2xl font-bold">
                {t.contactTitle}
              </h2>
              <p className="mt-2 text-brand-100">{t.contactText}</p>
            </div>
            <SectionBoundary name="home.contact">{contactAction}</SectionBoundary>
          </div>
        </section>
      ) : null}
    </>
  );
}
