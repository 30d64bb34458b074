// The landing events the marketing pages read (spec §3 "Landing event data", §9 webinar date):
// what changes between editions (title, date, room, download, linked course and so its price) lives
// here as data, not in the components.
import { LEAD_TYPE, PROJECT_ID, zonedInstant } from '@campus/contract';
import { detailUrl, LANDING_TAGS } from '@campus/contract/pages';
import { inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { courses, landingEvents, marketingSettings, testimonialVideos } from '../schema.ts';
import { TELEMEDICINE_COURSE_NAME, WORKSHOP_COURSE_NAME } from './courses-data.ts';

/** The guide the 10-obstáculos landings send (media/docs, made by scripts/make-guide-pdf.ts). */
export const GUIDE_PDF_URL = '/media/docs/guia-10-obstaculos-telemedicina-campus-salud.pdf';

const GUIDE_COURSE_NAME = '10 obstáculos al iniciar la telemedicina';
const DIABETES_COURSE_NAME = 'Telemedicina en diabetes';
const BASES_COURSE_NAME = 'Bases de la telemedicina';

/** Spec §9: Monday 31 January 2022, 8 pm in Ecuador (01:00 UTC on 1 February). */
export const FIRST_DIABETES_WEBINAR = zonedInstant(2022, 1, 31, 20, 0);

/**
 * The first `weekday` (0 Sunday … 6 Saturday) at least `minDays` after `now`, at `hour`:00 in
 * Ecuador. The demo's upcoming editions are placed relative to the day the data is loaded, so a
 * fresh install always shows live landings.
 */
export function upcomingWeekday(now: Date, weekday: number, hour: number, minDays: number): Date {
  const start = new Date(now.getTime() + minDays * 86_400_000);
  // The calendar date in Ecuador (UTC-5, no daylight saving).
  const local = new Date(start.getTime() - 5 * 3_600_000);
  const add = (weekday - local.getUTCDay() + 7) % 7;
  const day = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + add));
  return zonedInstant(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour, 0);
}

/** Loads the landing events once (a tag already present is left as the operator set it). */
export async function seedLandingEvents(db: Database, now: Date = new Date()): Promise<void> {
  const found = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(
      inArray(courses.name, [
        TELEMEDICINE_COURSE_NAME,
        WORKSHOP_COURSE_NAME,
        GUIDE_COURSE_NAME,
        DIABETES_COURSE_NAME,
        BASES_COURSE_NAME,
      ]),
    );
  const course = (name: string) => found.find((c) => c.name === name)?.id ?? null;
  const diabetesCourse = course(DIABETES_COURSE_NAME);

  await db
    .insert(landingEvents)
    .values([
      {
        projectId: PROJECT_ID,
        tag: LANDING_TAGS.guide,
        title: 'Guía gratuita: 10 obstáculos al iniciar la telemedicina',
        type: LEAD_TYPE.guide,
        urlDownload: GUIDE_PDF_URL,
        courseId: course(GUIDE_COURSE_NAME),
      },
      {
        // The first edition of the diabetes webinar, as the spec dates it. Its room link now leads
        // to the recording, published as a free course.
        projectId: PROJECT_ID,
        tag: LANDING_TAGS.diabetes,
        title: 'Webinar gratuito: Telemedicina en diabetes, ¡ponla en control!',
        type: LEAD_TYPE.masterClass,
        startsAt: FIRST_DIABETES_WEBINAR,
        urlRoom: diabetesCourse ? detailUrl({ id: diabetesCourse, name: DIABETES_COURSE_NAME }) : null,
        courseId: diabetesCourse,
      },
      {
        // The next edition (tag-2 of the same series): what the landing offers while it is to come.
        projectId: PROJECT_ID,
        tag: `${LANDING_TAGS.diabetes}-2`,
        title: 'Webinar gratuito: Telemedicina en diabetes, ¡ponla en control! (2.ª edición)',
        type: LEAD_TYPE.masterClass,
        startsAt: upcomingWeekday(now, 1, 20, 21),
        urlRoom: 'https://zoom.us/j/85034127690',
        idRoom: '850 3412 7690',
        courseId: diabetesCourse,
      },
      {
        projectId: PROJECT_ID,
        tag: LANDING_TAGS.obstacles,
        title: 'Clase magistral: los 10 obstáculos de la telemedicina y cómo superarlos',
        type: LEAD_TYPE.masterClass,
        startsAt: upcomingWeekday(now, 3, 19, 14),
        urlRoom: 'https://zoom.us/j/81926473105',
        idRoom: '819 2647 3105',
        urlDownload: GUIDE_PDF_URL,
        courseId: course(TELEMEDICINE_COURSE_NAME),
      },
      {
        projectId: PROJECT_ID,
        tag: LANDING_TAGS.bases,
        title: 'Bases de la telemedicina: serie de clases gratuitas',
        type: LEAD_TYPE.masterClass,
        courseId: course(BASES_COURSE_NAME),
      },
      {
        projectId: PROJECT_ID,
        tag: LANDING_TAGS.telemedicine,
        title: TELEMEDICINE_COURSE_NAME,
        type: LEAD_TYPE.sales,
        courseId: course(TELEMEDICINE_COURSE_NAME),
      },
      {
        projectId: PROJECT_ID,
        tag: LANDING_TAGS.workshop,
        title: WORKSHOP_COURSE_NAME,
        type: LEAD_TYPE.sales,
        courseId: course(WORKSHOP_COURSE_NAME),
      },
    ])
    .onConflictDoNothing({ target: landingEvents.tag });
  await seedMarketingSettings(db);
}

/** Spec §2: the testimonial gallery has 28 videos, numbered 1 to 28. */
export const TESTIMONIAL_COUNT = 28;

/**
 * Demo stand-ins for the marketing media and links, to be replaced by the operator (README,
 * "Marketing and leads"): public sample videos on Vimeo and YouTube, and the project's phone.
 */
export const DEMO_MARKETING = {
  whatsappGroupUrl: 'https://chat.whatsapp.com/DemoCampusSalud',
  chatPhone: '+593991234567',
  chatMessage: 'Hola, quiero información sobre los cursos de Campus Salud',
  thanksVideo: { type: 6, videoId: 'aqz-KE-bpKQ' },
  vimeoIds: ['76979871', '1084537', '22439234'],
  youtubeIds: ['aqz-KE-bpKQ', 'eRsGyueVLvQ', 'R6MlUcmOul8', 'WhWc3b3KhnY'],
} as const;

/** Loads the demo marketing settings and the 28 testimonial videos once (the operator's values win). */
export async function seedMarketingSettings(db: Database): Promise<void> {
  const d = DEMO_MARKETING;
  await db
    .insert(marketingSettings)
    .values({
      projectId: PROJECT_ID,
      whatsappGroupUrl: d.whatsappGroupUrl,
      chatPhone: d.chatPhone,
      chatMessage: d.chatMessage,
      thanksVideoType: d.thanksVideo.type,
      thanksVideoId: d.thanksVideo.videoId,
    })
    .onConflictDoNothing({ target: marketingSettings.projectId });
  await db
    .insert(testimonialVideos)
    .values(
      Array.from({ length: TESTIMONIAL_COUNT }, (_, i) => {
        // odd numbers on Vimeo (type 1), even on YouTube (type 6)
        const vimeo = i % 2 === 0;
        const ids = vimeo ? d.vimeoIds : d.youtubeIds;
        return {
          projectId: PROJECT_ID,
          number: i + 1,
          type: vimeo ? 1 : 6,
          videoId: ids[Math.floor(i / 2) % ids.length]!,
        };
      }),
    )
    .onConflictDoNothing({ target: [testimonialVideos.projectId, testimonialVideos.number] });
}
