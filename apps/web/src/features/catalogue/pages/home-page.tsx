import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { es } from '../../../messages/es.ts';

export default function HomePage() {
  return (
    <section className="bg-brand-800 px-4 pb-16 pt-28 text-white">
      <div className="mx-auto max-w-7xl">
        <h1 className="text-3xl font-bold sm:text-5xl">{es.brand.tagline}</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">{es.footer.about}</p>
        <Link
          to={paths.courses}
          className="mt-8 inline-block rounded-full bg-white px-6 py-3 font-semibold text-brand-800"
        >
          {es.nav.all}
        </Link>
      </div>
    </section>
  );
}
