// Server-written <head> of the catalogue pages (title, description, canonical, Open Graph, Twitter,
// JSON-LD), the legacy course paths, /sitemap.xml and /robots.txt: link previews and search
// engines get them without running JavaScript.
import {
  type CourseListingItem,
  idSchema,
  normalizeSearchText,
  PROJECT_ID,
  truncate,
} from '@campus/contract';
import { categoryUrl, detailUrl, type PreloadedPage, paths, SITE_NAME } from '@campus/contract/pages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SENT_MANY_TIMES } from '../../lib/compression.ts';
import { NotFound } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { DEFAULT_HEAD } from '../../plugins/spa.ts';
import { catalogueCache } from './catalogue.cache.ts';
import {
  getCategory,
  getCategoryCoursePage,
  getCourseDetail,
  getCoursePage,
  getFeaturedCourses,
  getSitemapEntries,
} from './catalogue.service.ts';
import { conditionalRequests } from './public-answer.ts';
import { searchSources } from './search-index.ts';

/** Courses listed in a listing page's JSON-LD (the first page the visitor sees). */
const LISTING_JSON_LD_SIZE = 12;
const META_DESCRIPTION_MAX = 160;

/** A page's route: public, its rendered HTML compressed once per page (lib/compression.ts). */
const pageOpts = { config: { auth: 'none' as const }, schema: { hide: true }, compress: SENT_MANY_TIMES };
/** /sitemap.xml and /robots.txt: built per request, compressed as any other answer. */
const fileOpts = { config: { auth: 'none' as const }, schema: { hide: true } };

function firstString(value: unknown): string | undefined {
  if (Array.isArray(value)) return firstString(value[0]);
  return typeof value === 'string' ? value : undefined;
}

function parseId(value: unknown): number | null {
  const parsed = idSchema.safeParse(firstString(value));
  return parsed.success && /^\d+$/.test(String(firstString(value))) ? parsed.data : null;
}

function itemList(publicUrl: string, items: CourseListingItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: `${publicUrl}${detailUrl({ id: c.id, name: c.courses.name })}`,
      name: c.courses.name,
    })),
  };
}

function notFoundPage(reply: FastifyReply, title: string) {
  return reply.sendPage(
    {
      title: `${title} · ${SITE_NAME}`,
      description: DEFAULT_HEAD.description,
      noindex: true,
    },
    404,
  );
}

export async function catalogueSeoRoutes(app: FastifyInstance) {
  // A page revalidated by its ETag (a rendered page's is its content's hash) gets a 304.
  await conditionalRequests(app);
  const publicUrl = app.config.publicUrl;
  const cache = catalogueCache(app);
  const cached = <T>(key: unknown[], load: () => Promise<T>) =>
    cache.get(JSON.stringify(['page', ...key]), load);
  const searchFrom = searchSources(app);
  // A listing's ItemList is built once per cached answer (a course URL slugifies its name: ≈ 20 % of
  // the home page's CPU per request when built every time).
  const itemLists = new WeakMap<CourseListingItem[], ReturnType<typeof itemList>>();
  const cachedItemList = (items: CourseListingItem[], size = items.length) => {
    let list = itemLists.get(items);
    if (!list) {
      list = itemList(publicUrl, items.slice(0, size));
      itemLists.set(items, list);
    }
    return list;
  };
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: SITE_NAME,
    url: publicUrl,
    logo: `${publicUrl}/favicon.svg`,
  };

  app.get('/', pageOpts, async (_request, reply) => {
    const featured = await cached(['featured'], () => getFeaturedCourses(app.db, PROJECT_ID, false));
    return reply.sendPage({
      ...DEFAULT_HEAD,
      path: '/',
      type: 'website',
      preload: 'home',
      // The hero's first picture, as its <picture> chooses it (phones get the narrow one).
      preloadImages: [
        { href: '/media/hero/hero-1-mobile.webp', media: '(max-width: 767px)', type: 'image/webp' },
        { href: '/media/hero/hero-1.webp', media: '(min-width: 768px)', type: 'image/webp' },
      ],
      jsonLd: [
        organization,
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE_NAME,
          url: publicUrl,
          inLanguage: 'es',
          potentialAction: {
            '@type': 'SearchAction',
            target: `${publicUrl}/category/buscar?category=search&q={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        },
        cachedItemList(featured, LISTING_JSON_LD_SIZE),
      ],
    });
  });

  const listing = async (
    reply: FastifyReply,
    head: { title: string; description: string; path: string; noindex?: boolean },
    items: CourseListingItem[],
    preload: PreloadedPage = 'category',
  ) =>
    reply.sendPage({
      ...head,
      preload,
      title: `${head.title} · ${SITE_NAME}`,
      image: items[0]?.resources_image.data ?? DEFAULT_HEAD.image,
      type: 'website',
      // The first card's picture is the largest paint on a phone.
      preloadImages: items[0] ? [{ href: items[0].resources_image.data }] : [],
      jsonLd: [cachedItemList(items)],
    });
  const firstPage = { page: 1, perPage: LISTING_JSON_LD_SIZE };

  app.get<{ Params: { slug?: string }; Querystring: Record<string, unknown> }>(
    '/category/:slug?',
    pageOpts,
    async (request, reply) => {
      const category = firstString(request.query.category) ?? 'all';
      if (category === 'search') {
        const q = normalizeSearchText(firstString(request.query.q) ?? '');
        const found = await cached(['search', q], () =>
          getCoursePage(app.db, PROJECT_ID, { search: q }, firstPage, new Date(), searchFrom),
        );
        return listing(
          reply,
          {
            title: q ? `Cursos de ${q}` : 'Cursos',
            description: `Resultados de la búsqueda «${q}» en los cursos de ${SITE_NAME}.`,
            path: categoryUrl({ category: 'search', q }),
            noindex: true,
          },
          found.data,
        );
      }
      if (category === 'free') {
        const found = await cached(['free'], () =>
          getCoursePage(app.db, PROJECT_ID, { free: true }, firstPage),
        );
        return listing(
          reply,
          {
            title: 'Cursos gratuitos',
            description: `Cursos gratuitos de ${SITE_NAME} para médicos, enfermeras y profesionales de la salud: empieza hoy, sin costo.`,
            path: categoryUrl({ category: 'free' }),
          },
          found.data,
        );
      }
      const id = parseId(category);
      if (id === null) {
        const found = await cached(['all'], () => getCoursePage(app.db, PROJECT_ID, {}, firstPage));
        return listing(
          reply,
          {
            title: 'Cursos',
            description: `Todos los cursos en línea de ${SITE_NAME}: telemedicina, medicina interna, enfermería, pediatría y más, con certificado.`,
            path: categoryUrl({ category: 'all' }),
          },
          found.data,
        );
      }
      try {
        const [cat, found] = await cached(['category', id], () =>
          Promise.all([
            getCategory(app.db, PROJECT_ID, id),
            getCategoryCoursePage(app.db, PROJECT_ID, id, firstPage),
          ]),
        );
        return listing(
          reply,
          {
            title: `Cursos de ${cat.name}`,
            description: `Cursos en línea de ${cat.name} para profesionales de la salud de Latinoamérica, creados por especialistas y con certificado.`,
            path: categoryUrl({ category: id, name: cat.name }),
          },
          found.data,
        );
      } catch (err) {
        if (err instanceof NotFound) return notFoundPage(reply, 'Categoría no encontrada');
        throw err;
      }
    },
  );

  app.get(paths.courses, pageOpts, async (_request, reply) => {
    const found = await cached(['all'], () => getCoursePage(app.db, PROJECT_ID, {}, firstPage));
    return listing(
      reply,
      {
        title: 'Cursos',
        description: `Todos los cursos en línea de ${SITE_NAME} para médicos, enfermeras y profesionales de la salud.`,
        path: paths.courses,
      },
      found.data,
      'courses',
    );
  });

  /** The detail of a public course, or null (unknown, draft or another project's). */
  const findDetail = async (id: number | null) => {
    if (id === null) return null;
    try {
      return await cached(['detail', id], () => getCourseDetail(app.db, PROJECT_ID, id));
    } catch (err) {
      if (err instanceof NotFound) return null;
      throw err;
    }
  };

  app.get<{ Params: { slug?: string }; Querystring: Record<string, unknown> }>(
    '/detail/:slug?',
    pageOpts,
    async (request, reply) => {
      const found = await findDetail(parseId(request.query.course));
      if (!found) return notFoundPage(reply, 'Curso no encontrado');
      const c = found.detail;
      const url = `${publicUrl}${detailUrl({ id: c.id, name: c.courses.name })}`;
      const owner = c.course_owner;
      const offer = {
        '@type': 'Offer',
        price: c.data.price,
        priceCurrency: 'USD',
        category: c.data.free === '1' ? 'Free' : 'Paid',
        availability: 'https://schema.org/InStock',
        url,
      };
      return reply.sendPage({
        title: `${c.courses.name} · ${SITE_NAME}`,
        description: truncate(c.courses.description, META_DESCRIPTION_MAX),
        path: detailUrl({ id: c.id, name: c.courses.name }),
        image: c.resources_image.data || DEFAULT_HEAD.image,
        type: 'product',
        preload: 'detail',
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Course',
            name: c.courses.name,
            description: c.courses.description,
            url,
            image: `${publicUrl}${c.resources_image.data}`,
            inLanguage: 'es',
            datePublished: c.date_in,
            isAccessibleForFree: c.data.free === '1',
            provider: { '@type': 'Organization', name: SITE_NAME, sameAs: publicUrl },
            ...(owner
              ? {
                  instructor: {
                    '@type': 'Person',
                    name: `${owner.name} ${owner.lastname}`,
                    jobTitle: owner.specialty,
                  },
                }
              : {}),
            offers: [offer],
            hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT1H' }],
            ...(c.categories.length > 0 ? { about: c.categories.map((x) => x.name) } : {}),
          },
        ],
      });
    },
  );

  // Older links (spec §2) land on the detail with a permanent redirect.
  const legacy = async (id: string, reply: FastifyReply) => {
    const found = await findDetail(parseId(id));
    if (!found) return notFoundPage(reply, 'Curso no encontrado');
    return reply.redirect(detailUrl({ id: found.detail.id, name: found.detail.courses.name }), 301);
  };
  app.get<{ Params: { id: string; slug: string } }>('/courses/:id/:slug', pageOpts, (request, reply) =>
    legacy(request.params.id, reply),
  );
  app.get<{ Params: { id: string; slug: string } }>(
    '/courses/category/:id/:slug',
    pageOpts,
    (request, reply) => legacy(request.params.id, reply),
  );

  app.get('/sitemap.xml', fileOpts, async (_request, reply) => {
    const { courses, categories } = await cached(['sitemap'], () => getSitemapEntries(app.db, PROJECT_ID));
    const entry = (path: string, lastmod?: Date) =>
      `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
    const urls = [
      entry('/'),
      entry(paths.courses),
      entry(categoryUrl({ category: 'all' })),
      entry(categoryUrl({ category: 'free' })),
      ...categories.map((c) => entry(categoryUrl({ category: c.id, name: c.name }))),
      ...courses.map((c) => entry(detailUrl(c), c.updatedAt)),
    ];
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', fileOpts, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /oauth/',
          'Disallow: /dev/',
          'Disallow: /v2/',
          'Disallow: /home/',
          '',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
}
