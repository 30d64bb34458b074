// Server-written <head> of the landing, thanks and contact pages (spec §2), so link previews on
// WhatsApp or Facebook show the right title, description and picture without running JavaScript.
// The call to action /pro/Telemedicina/oferta redirects to the telemedicine course's detail page.
import { PROJECT_ID } from '@campus/contract';
import { detailUrl, LANDING_TAGS, type PreloadedPage, paths, SITE_NAME } from '@campus/contract/pages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SENT_MANY_TIMES } from '../../lib/compression.ts';
import { conditionalRequests } from '../catalogue/public-answer.ts';
import { getLandingEvent, landingEventByTag } from './landing-events.service.ts';

/** A page's route: public, its rendered HTML compressed once per page (lib/compression.ts). */
const pageOpts = { config: { auth: 'none' as const }, schema: { hide: true }, compress: SENT_MANY_TIMES };

type Page = {
  path: string;
  title: string;
  description: string;
  image?: string;
  noindex?: boolean;
  /** The page's modules, named in the HTML of a rendered page (contract PRELOADED_PAGES). */
  preload?: PreloadedPage;
};

const OG_IMAGE = '/media/og-default.jpg';

const STATIC_PAGES: Page[] = [
  {
    path: paths.landingMap,
    preload: 'landingMap',
    title: `Recursos gratuitos y programas de telemedicina · ${SITE_NAME}`,
    description:
      'Guías, webinars, clases magistrales y programas para empezar y consolidar su práctica de telemedicina, creados por médicos para profesionales de la salud de Latinoamérica.',
  },
  {
    path: paths.landing.guide,
    preload: 'guide',
    title: `Guía gratuita: 10 obstáculos al iniciar la telemedicina · ${SITE_NAME}`,
    description:
      'Descargue gratis la guía con los 10 obstáculos que frenan a médicos y enfermeras al empezar a atender en línea, y la salida práctica para cada uno.',
    image: '/media/courses/10-obstaculos-al-iniciar-la-telemedicina.webp',
  },
  {
    path: paths.contact,
    preload: 'contact',
    title: `Contáctenos · ${SITE_NAME}`,
    description:
      'Escríbanos para resolver sus dudas sobre cursos, inscripciones, pagos o certificados. Respondemos en menos de 24 horas hábiles.',
  },
  {
    path: paths.landing.obstacles,
    preload: 'obstacles',
    title: `Clase magistral gratuita: los 10 obstáculos de la telemedicina · ${SITE_NAME}`,
    description:
      'Una clase en vivo para derribar los obstáculos que le impiden atender por telemedicina: legales, clínicos, tecnológicos y de cobro. Inscripción gratuita.',
    image: '/media/courses/curso-de-telemedicina.webp',
  },
  {
    path: paths.landing.webinar,
    title: `Webinar gratuito: telemedicina en diabetes · ${SITE_NAME}`,
    description:
      'Aprenda a acompañar a sus pacientes con diabetes a distancia: telemonitoreo de glucemia, ajustes seguros de tratamiento y educación en autocuidado.',
    image: '/media/courses/telemedicina-en-diabetes.webp',
  },
];

const THANKS_PAGES: Page[] = [
  paths.landing.guideThanks,
  paths.landing.diabetesThanks,
  paths.landing.downloadThanks,
  paths.landing.masterClassThanks,
  paths.landing.controlThanks,
  paths.landing.basesThanks,
  paths.landing.webinarThanks,
].map((path) => ({
  path,
  title: `¡Gracias por su registro! · ${SITE_NAME}`,
  description: `Su registro en ${SITE_NAME} está confirmado. Revise su correo con los detalles.`,
  noindex: true,
}));

export async function landingPagesRoutes(app: FastifyInstance) {
  // A page revalidated by its ETag (a rendered page's is its content's hash) gets a 304.
  await conditionalRequests(app);
  for (const page of [...STATIC_PAGES, ...THANKS_PAGES]) {
    app.get(page.path, pageOpts, (_request, reply) =>
      reply.sendPage({
        title: page.title,
        description: page.description,
        path: page.path,
        image: page.image ?? OG_IMAGE,
        noindex: page.noindex,
        preload: page.preload,
      }),
    );
  }

  // The webinar landing: title, date and times from the data (the next edition once one is over).
  app.get(paths.landing.diabetes, pageOpts, async (_request, reply) => {
    const path = paths.landing.diabetes;
    const fallback = {
      title: `Webinar gratuito: telemedicina en diabetes · ${SITE_NAME}`,
      description:
        'Webinar gratuito para médicos y enfermeras: cómo controlar a sus pacientes con diabetes por telemedicina, con seguridad clínica.',
    };
    const event = await getLandingEvent(app.db, PROJECT_ID, LANDING_TAGS.diabetes).catch(() => null);
    const live = event ? (event.next ?? event.data) : null;
    return reply.sendPage({
      path,
      preload: 'diabetes',
      image: '/media/courses/telemedicina-en-diabetes.webp',
      ...(live?.date_text && !live.is_past
        ? {
            title: `${live.title} · ${SITE_NAME}`,
            description: `${live.date_text[0]!.toUpperCase()}${live.date_text.slice(1)}, ${live.time_text}. En vivo y gratis: telemonitoreo de glucemia, ajustes seguros de tratamiento y educación a distancia.`,
          }
        : fallback),
    });
  });

  // The paid landings: the price comes from the course.
  const salesPage = (
    path: string,
    preload: PreloadedPage,
    tag: string,
    text: (course: { name: string; price: string } | null) => { title: string; description: string },
  ) =>
    app.get(path, pageOpts, async (_request, reply) => {
      const event = await landingEventByTag(app.db, PROJECT_ID, tag);
      const course = event?.course ?? null;
      return reply.sendPage({
        path,
        preload,
        type: 'product',
        image: course?.image || OG_IMAGE,
        ...text(course ? { name: course.name, price: Number(course.price).toFixed(0) } : null),
      });
    });

  salesPage(paths.landing.telemedicine, 'telemedicine', LANDING_TAGS.telemedicine, (course) => ({
    title: `${course?.name ?? 'Curso de Telemedicina'}: atiende a distancia con seguridad · ${SITE_NAME}`,
    description: `19 clases en video, 16 lecturas y 3 sesiones en vivo para implementar su servicio de teleconsulta seguro, legal y rentable. Certificado al completar el 75 %.${course ? ` Inversión: ${course.price} USD.` : ''}`,
  }));
  salesPage(paths.landing.workshop, 'workshop', LANDING_TAGS.workshop, (course) => ({
    title: `${course?.name ?? 'Taller de Comunicación en Telemedicina'} · ${SITE_NAME}`,
    description: `Taller práctico de 3 días para comunicarse con claridad y empatía frente a la cámara, manejar consultas difíciles y lograr que sus pacientes cumplan las indicaciones.${course ? ` Inversión: ${course.price} USD.` : ''}`,
  }));

  // The call to action of /pro/telemedicina: buying the course, on its detail page.
  const offer = async (_request: unknown, reply: FastifyReply) => {
    const event = await landingEventByTag(app.db, PROJECT_ID, LANDING_TAGS.telemedicine);
    return reply.redirect(event?.course ? detailUrl(event.course) : paths.landing.telemedicine, 302);
  };
  app.get(paths.landing.offer, pageOpts, offer);
  app.get(paths.landing.offer.toLowerCase(), pageOpts, offer);
}
