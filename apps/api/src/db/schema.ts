// The Drizzle schema: one source for both drivers (PGlite and node-postgres) and for drizzle-kit
// migrations. Table groups follow the modules that own them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ── Projects and API clients ────────────────────────────────────────────────────────────────
export const projects = pgTable('projects', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  url: text('url').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  createdAt: createdAt(),
});

export const oauthClients = pgTable('oauth_clients', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** SHA-256 of the client secret; the secret itself comes from configuration. */
  secretHash: text('secret_hash').notNull(),
  projectId: integer('project_id')
    .notNull()
    .references(() => projects.id),
  createdAt: createdAt(),
});

// ── Accounts ────────────────────────────────────────────────────────────────────────────────
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 1 admin, 2 student (spec §6). */
    role: smallint('role').notNull().default(2),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_project_email_unique').on(t.projectId, t.email)],
);

export const people = pgTable('people', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull().default(''),
  surnames: text('surnames').notNull().default(''),
  document: text('document').notNull().default(''),
  phone: text('phone').notNull().default(''),
  mobile: text('mobile').notNull().default(''),
  birthday: date('birthday'),
  sex: text('sex').notNull().default(''),
  /** Path of the profile photo under DATA_DIR/uploads, served at /uploads/…. */
  image: text('image'),
  updatedAt: updatedAt(),
});

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 hex of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    clientId: integer('client_id')
      .notNull()
      .references(() => oauthClients.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: integer('id').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] })],
);

/** Captcha payloads already accepted, kept until they expire, so none is accepted twice. */
export const captchaUses = pgTable('captcha_uses', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// ── Catalogue ───────────────────────────────────────────────────────────────────────────────
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    /** Public path of the category picture (/media/…). */
    image: text('image').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** Spec §9: category type 2. */
    typeId: smallint('type_id').notNull().default(2),
  },
  (t) => [index('categories_project_idx').on(t.projectId, t.position)],
);

export const specialists = pgTable('specialists', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  lastname: text('lastname').notNull(),
  specialty: text('specialty').notNull().default(''),
  description: text('description').notNull().default(''),
  image: text('image'),
  facebook: text('facebook'),
  instagram: text('instagram'),
  pinterest: text('pinterest'),
});

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    specialistId: integer('specialist_id').references(() => specialists.id),
    name: text('name').notNull(),
    /** Short description shown on cards (cut at 120 characters there). */
    description: text('description').notNull().default(''),
    /** Long "about" text of the detail page (paragraphs separated by blank lines). */
    about: text('about').notNull().default(''),
    image: text('image').notNull().default(''),
    price: numeric('price', { precision: 10, scale: 2 }).notNull().default('0.00'),
    free: boolean('free').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    certificate: boolean('certificate').notNull().default(false),
    /** Mentoring courses: how many days the mentoring runs (spec §3 "days"). */
    days: integer('days'),
    /** Null means draft: not listed, not reachable. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** External checkout link (spec's course_hotmart.checkoutUrl). */
    externalCheckoutUrl: text('external_checkout_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_project_published_idx').on(t.projectId, t.publishedAt),
    index('courses_search_trgm_idx').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
    /** Catalogue search over name and description (accent- and case-insensitive, LIKE '%…%'). */
    index('courses_search_text_trgm_idx').using(
      'gin',
      sql`f_unaccent(lower(${t.name} || ' ' || ${t.description})) gin_trgm_ops`,
    ),
    /** Listing order of the catalogue: featured first, then the newest. */
    index('courses_listing_idx').on(t.projectId, t.featured, t.publishedAt, t.id),
    index('courses_specialist_idx').on(t.specialistId),
  ],
);

export const courseCategories = pgTable(
  'course_categories',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.categoryId] }),
    index('course_categories_category_idx').on(t.categoryId),
  ],
);

export const modules = pgTable(
  'modules',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
  },
  (t) => [index('modules_course_idx').on(t.courseId, t.position)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    /** Release instant; null or past means available (spec §4 lesson availability). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
  },
  (t) => [index('lessons_module_idx').on(t.moduleId, t.position)],
);

export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    /** 1 Vimeo, 2 media file, 3 document, 4 link, 5 download, 6 YouTube. */
    type: smallint('type').notNull(),
    videoId: text('video_id'),
    url: text('url'),
    free: boolean('free').notNull().default(false),
    durationSeconds: integer('duration_seconds'),
  },
  (t) => [index('resources_lesson_idx').on(t.lessonId, t.position)],
);

// ── Enrolments and orders (read by catalogue counts and the profile's billing list) ─────────
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** pending | success | failure | refunded (spec §4 order statuses). */
    status: text('status').notNull().default('pending'),
    total: numeric('total', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('USD'),
    provider: text('provider').notNull().default('sandbox'),
    transactionalId: text('transactional_id'),
    authorizationCode: text('authorization_code'),
    paymentMethodId: smallint('payment_method_id'),
    email: text('email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt)],
);

export const orderItems = pgTable('order_items', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id),
  price: numeric('price', { precision: 10, scale: 2 }).notNull(),
});

export const enrolments = pgTable(
  'enrolments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('enrolments_user_course_unique').on(t.userId, t.courseId),
    index('enrolments_course_idx').on(t.courseId),
  ],
);

// ── Marketing: leads, landing events, contact messages ─────────────────────────────────────
export const landingEvents = pgTable('landing_events', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id')
    .notNull()
    .references(() => projects.id),
  /** The code_relation a landing sends (e.g. 'controla-diabetes'). */
  tag: text('tag').notNull().unique(),
  title: text('title').notNull(),
  /** One instant; each country's local time is derived from it. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  urlRoom: text('url_room'),
  idRoom: text('id_room'),
  /** Lead type: 1 guide download, 2 master class / webinar, … */
  type: smallint('type').notNull().default(1),
  urlDownload: text('url_download'),
  courseId: integer('course_id').references(() => courses.id),
});

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    email: text('email').notNull(),
    codeRelation: text('code_relation').notNull(),
    name: text('name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** E.164. */
    phone: text('phone'),
    message: text('message'),
    title: text('title'),
    magistral: boolean('magistral').notNull().default(false),
    landingEventId: integer('landing_event_id').references(() => landingEvents.id),
    ip: text('ip'),
    town: text('town'),
    country: text('country'),
    body: jsonb('body'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('leads_project_email_relation_unique').on(t.projectId, t.email, t.codeRelation)],
);

export const contacts = pgTable('contacts', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id')
    .notNull()
    .references(() => projects.id),
  name: text('name').notNull(),
  lastName: text('last_name').notNull().default(''),
  email: text('email').notNull(),
  phone: text('phone'),
  /** The subject a form sends with the message (the guide's question form), if any. */
  subject: text('subject'),
  message: text('message').notNull().default(''),
  codeRelation: text('code_relation').notNull().default('contact_form'),
  landingId: integer('landing_id'),
  ip: text('ip'),
  town: text('town'),
  country: text('country'),
  createdAt: createdAt(),
});

/**
 * What the operator sets for the marketing pages (one row per project): the messaging group and
 * chat contact of the thanks pages and the contact page, and the thanks pages' welcome video.
 * Videos are embeds: 1 Vimeo, 6 YouTube (as resource types).
 */
export const marketingSettings = pgTable(
  'marketing_settings',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id),
    /** Invitation link of the WhatsApp group (https://chat.whatsapp.com/…). */
    whatsappGroupUrl: text('whatsapp_group_url'),
    /** Chat contact number in E.164 (+593…), opened as https://wa.me/<digits>. */
    chatPhone: text('chat_phone'),
    /** The text the chat opens with. */
    chatMessage: text('chat_message'),
    thanksVideoType: smallint('thanks_video_type'),
    thanksVideoId: text('thanks_video_id'),
    updatedAt: updatedAt(),
  },
  (t) => [check('marketing_settings_video_type', sql`${t.thanksVideoType} in (1, 6)`)],
);

/** The testimonial videos of the paid landings (spec §2: numbered 1 to 28), as embeds. */
export const testimonialVideos = pgTable(
  'testimonial_videos',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    /** Its number in the gallery (1…28). */
    number: smallint('number').notNull(),
    /** 1 Vimeo, 6 YouTube. */
    type: smallint('type').notNull(),
    videoId: text('video_id').notNull(),
  },
  (t) => [
    uniqueIndex('testimonial_videos_project_number_unique').on(t.projectId, t.number),
    check('testimonial_videos_type', sql`${t.type} in (1, 6)`),
    check('testimonial_videos_number', sql`${t.number} >= 1`),
  ],
);

// ── Mail outbox: written in the same transaction as the change that causes the e-mail ─────
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);
