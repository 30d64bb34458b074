// The Drizzle schema: one source for both drivers (PGlite and node-postgres) and for drizzle-kit
// migrations. Table groups follow the modules that own them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
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
  (t) => [
    uniqueIndex('users_project_email_unique').on(t.projectId, t.email),
    // Operator dashboard: registrations per week.
    index('users_role_created_idx').on(t.role, t.createdAt),
  ],
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
    /** What the certificate attests, its title: 'participacion' (default) or 'aprobacion'. */
    certificateKind: text('certificate_kind').notNull().default('participacion'),
    /** Mentoring courses: how many days the mentoring runs (spec §3 "days"). */
    days: integer('days'),
    /** Hours printed on the certificate; null → the sum of the resources' durations, rounded up. */
    hours: integer('hours'),
    /** Upcoming mentoring bookings one student may hold in this course at a time (operator's setting). */
    mentoringMaxBookings: integer('mentoring_max_bookings').notNull().default(2),
    /** Null means draft: not listed, not reachable. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** External checkout link (spec's course_hotmart.checkoutUrl). */
    externalCheckoutUrl: text('external_checkout_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_project_published_idx').on(t.projectId, t.publishedAt),
    /**
     * The operator's course list searches names (LIKE '%…%', accent- and case-insensitive). The public
     * search reads no index: it ranks an in-memory index of the catalogue (modules/catalogue/search-index.ts).
     */
    index('courses_search_trgm_idx').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
    /** Listing order of the catalogue: featured first, then the newest. */
    index('courses_listing_idx').on(t.projectId, t.featured, t.publishedAt, t.id),
    index('courses_specialist_idx').on(t.specialistId),
    check('courses_mentoring_max_bookings', sql`${t.mentoringMaxBookings} between 1 and 20`),
    check('courses_certificate_kind', sql`${t.certificateKind} in ('participacion', 'aprobacion')`),
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
    /**
     * Length in seconds of a playable resource (1, 2, 6): probed from the uploaded file, or entered by
     * the operator for Vimeo/YouTube. Null: the player plays it but no progress counts.
     */
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
    // ── Payments: amounts are set by the server from its own prices ──
    /** Our unique reference of the payment attempt, sent to the provider (clientTransactionId). */
    reference: text('reference').unique(),
    /** Taxable base and VAT of `total` at `vat_rate` (base + vat = total). */
    base: numeric('base', { precision: 10, scale: 2 }),
    vat: numeric('vat', { precision: 10, scale: 2 }),
    vatRate: numeric('vat_rate', { precision: 5, scale: 4 }),
    /** The provider's id of the checkout and the URL of its hosted page. */
    providerRef: text('provider_ref'),
    checkoutUrl: text('checkout_url'),
    buyerName: text('buyer_name'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Why an order ended in failure: rejected, amount_mismatch, expired, provider_error… */
    failureReason: text('failure_reason'),
    /** When the reconciliation last asked the provider about this pending order (round robin). */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** When an unsigned notification last made us ask the provider (a per-reference throttle). */
    confirmRequestedAt: timestamp('confirm_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index('orders_pending_checked_idx').on(t.lastCheckedAt).where(sql`${t.status} = 'pending'`),
    // Operator dashboard: sales per week, by payment date.
    index('orders_paid_idx').on(t.paidAt).where(sql`${t.status} in ('success', 'approved')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('order_items_order_course_unique').on(t.orderId, t.courseId),
    index('order_items_course_idx').on(t.courseId),
  ],
);

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
    // Operator dashboard: enrolments per week.
    index('enrolments_created_idx').on(t.createdAt),
  ],
);

// ── Cart and payments: cart rows, provider transactions, webhook events, sandbox ──
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_items_user_course_unique').on(t.userId, t.courseId)],
);

/** Every transaction a provider confirmed for an order: one row per (provider, transaction id). */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** approved | rejected | pending | refunded, as the provider said. */
    status: text('status').notNull(),
    amountCents: integer('amount_cents'),
    currency: text('currency'),
    authorizationCode: text('authorization_code'),
    /** Whether it matched the order's amount and currency. */
    matched: boolean('matched').notNull(),
    raw: jsonb('raw'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_transactions_provider_tx_unique').on(t.provider, t.transactionId),
    index('payment_transactions_order_idx').on(t.orderId),
  ],
);

/** Webhook events already received, by the provider's event id: a replay is recognised. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    reference: text('reference'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_unique').on(t.provider, t.eventId)],
);

/**
 * The sandbox provider's own books (it stands for a remote provider: only its adapter reads them).
 * status: created (checkout opened) | approved | rejected | pending | refunded.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: serial('id').primaryKey(),
  /** The sandbox's checkout id (providerRef). */
  checkoutId: text('checkout_id').notNull().unique(),
  /** The merchant's reference (our order reference). */
  reference: text('reference').notNull(),
  amountCents: integer('amount_cents').notNull(),
  baseCents: integer('base_cents').notNull(),
  vatCents: integer('vat_cents').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  status: text('status').notNull().default('created'),
  transactionId: text('transaction_id').unique(),
  authorizationCode: text('authorization_code'),
  cardLast4: text('card_last4'),
  /** When the merchant confirmed it (the step a merchant must call, as with PayPhone). */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ── Analytics (modules/analytics): first-party landing visits, no personal data ───────────────
/** Per Ecuador day and landing path: page views and distinct visitors (one per landing and day). */
export const landingVisits = pgTable(
  'landing_visits',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/** One random salt per day. The purge deletes past days' salts and keys: nothing links them any more. */
export const landingVisitSalts = pgTable('landing_visit_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * The day's visitor keys: SHA-256 of (the day's salt, IP, path); never the IP itself. `views` counts
 * the key's beacons that day, so one address adds at most a capped number of views.
 */
export const landingVisitKeys = pgTable(
  'landing_visit_keys',
  {
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    views: integer('views').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.day, t.key] })],
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
  /** The IANA zone the operator entered `startsAt` in (shown back in it in the operator area). */
  timeZone: text('time_zone').notNull().default('America/Guayaquil'),
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
    /** When the person followed the confirmation link (double opt-in); null until then. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 hex of the pending confirmation link's token; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('leads_project_email_relation_unique').on(t.projectId, t.email, t.codeRelation),
    // Operator area: newest-first pages, filtered by landing tag and dates.
    index('leads_project_created_idx').on(t.projectId, t.createdAt),
    index('leads_project_tag_created_idx').on(t.projectId, t.codeRelation, t.createdAt),
    // The operator's search box (e-mail, name or last name contains…) among 100,000 leads.
    index('leads_search_trgm_idx').using(
      'gin',
      sql`(${t.email} || ' ' || ${t.name} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
  ],
);

// ── Lead submissions: every form submission, as sent, next to the lead it touched ──
export const leadSubmissions = pgTable(
  'lead_submissions',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** Which form sent it ('addBook/event', 'v2/leads', …). */
    source: text('source').notNull(),
    name: text('name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    message: text('message'),
    ip: text('ip'),
    town: text('town'),
    country: text('country'),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (t) => [index('lead_submissions_lead_idx').on(t.leadId)],
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

// ── Mentoring and certificates ────────────────────────────────────────────────────────────
/** A mentoring session of a course: times in UTC; `booked` never exceeds `capacity` (check). */
export const mentoringSlots = pgTable(
  'mentoring_slots',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    roomUrl: text('room_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mentoring_slots_course_idx').on(t.courseId, t.startsAt),
    check('mentoring_slots_capacity_check', sql`${t.capacity} > 0 and ${t.durationMinutes} > 0`),
    check('mentoring_slots_booked_check', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
  ],
);

/** One row per student and slot (unique): a cancelled booking is deleted, so it can be rebooked. */
export const mentoringBookings = pgTable(
  'mentoring_bookings',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => mentoringSlots.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mentoring_bookings_slot_user_unique').on(t.slotId, t.userId),
    index('mentoring_bookings_user_idx').on(t.userId),
  ],
);

/**
 * What every certificate PDF of the school prints besides its facts (one row per project): the logo
 * and the signature (stored files, PNG) and the signer's name and title.
 */
export const certificateSettings = pgTable('certificate_settings', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id),
  logoUrl: text('logo_url'),
  signatureUrl: text('signature_url'),
  signerName: text('signer_name').notNull().default(''),
  signerTitle: text('signer_title').notNull().default(''),
  updatedAt: updatedAt(),
});

/** Issued once per student and course (unique); the public code verifies it. */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    printedName: text('printed_name').notNull(),
    courseName: text('course_name').notNull(),
    hours: integer('hours').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why: 'refund' (the course's order was refunded or charged back) or 'unenrolled' (the operator removed the student). */
    revokedReason: text('revoked_reason'),
  },
  (t) => [uniqueIndex('certificates_user_course_unique').on(t.userId, t.courseId)],
);

// ── Learning (modules/learning): honest progress per user and resource ───────────────────────
/** PostgreSQL `int4multirange`: the set of whole seconds of a video a student really played. */
const int4multirange = customType<{ data: string; driverData: string }>({
  dataType: () => 'int4multirange',
});

/**
 * One row per student and resource. `watched` is the union of the played ranges the player
 * reported (merged by PostgreSQL, so a replayed report adds nothing); `credited_seconds` is its
 * size. `completed_at` is set once (90 % of the distinct seconds of a video, or on opening a link or
 * file) and never cleared. Course progress is computed from `completed_at`, never pushed.
 */
export const resourceProgress = pgTable(
  'resource_progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    watched: int4multirange('watched').notNull().default(sql`'{}'::int4multirange`),
    /** Where the student left off (seconds), for resuming on any device. */
    positionSeconds: integer('position_seconds').notNull().default(0),
    creditedSeconds: integer('credited_seconds').notNull().default(0),
    firstReportAt: timestamp('first_report_at', { withTimezone: true }),
    lastReportAt: timestamp('last_report_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('resource_progress_user_resource_unique').on(t.userId, t.resourceId),
    index('resource_progress_resource_idx').on(t.resourceId),
    // Operator dashboard: course completions per week start from the period's completions.
    index('resource_progress_completed_idx').on(t.completedAt).where(sql`${t.completedAt} is not null`),
    check('resource_progress_position', sql`${t.positionSeconds} >= 0`),
    check('resource_progress_credited', sql`${t.creditedSeconds} >= 0`),
  ],
);

/**
 * One playback allowance per student across every resource: a person watches one thing at a time,
 * at most at 2×. `credited_until` advances by half of every credited second (locked with the row in
 * the heartbeat's transaction), so parallel reports on several videos share one wall clock.
 */
export const playbackClocks = pgTable('playback_clocks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  creditedUntil: timestamp('credited_until', { withTimezone: true }).notNull(),
});

// ── Questions, answers and notes (modules/questions and modules/notes) ───────────────────────
/** A student's question on a course (spec §3 Question: `questions` is its text). */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** When the asker was last e-mailed about new answers: at most one notice per question an hour. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('questions_course_idx').on(t.courseId, t.createdAt)],
);

/**
 * An answer to a question. `no action`: a question with answers cannot be deleted (spec §4), so the
 * database refuses it too, even if a service forgot to check.
 */
export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'no action' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The question's course, kept here so every read and check filters by course directly. */
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /**
     * The specialist's answer, written by an operator in the operator area: shown with the
     * course specialist's name. At most one per question (partial unique index), so two operators
     * answering at once cannot both succeed, and the asker is e-mailed once.
     */
    official: boolean('official').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('answers_question_idx').on(t.questionId, t.createdAt),
    uniqueIndex('answers_official_unique').on(t.questionId).where(sql`${t.official}`),
  ],
);

/** A student's private note on a course, optionally pinned to a position of a lesson's video. */
export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'set null' }),
    positionSeconds: integer('position_seconds'),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notes_user_course_idx').on(t.userId, t.courseId),
    check('notes_position_seconds', sql`${t.positionSeconds} is null or ${t.positionSeconds} >= 0`),
  ],
);

// ── External providers and the book pre-sale: Hotmart postbacks, book offers ─────────────────
/** Which course a Hotmart product grants (Hotmart's numeric product id, as its postback sends it). */
export const hotmartProducts = pgTable('hotmart_products', {
  productId: text('product_id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Every Hotmart postback accepted, by Hotmart's event id: a replay is recognised and ignored. */
export const hotmartEvents = pgTable('hotmart_events', {
  id: serial('id').primaryKey(),
  eventId: text('event_id').notNull().unique(),
  event: text('event').notNull(),
  transaction: text('transaction'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per Hotmart purchase (its transaction code, "HP…"): the latest verified state, which the
 * Hotmart adapter's confirm() reads. status: approved | refunded | chargeback | canceled.
 */
export const hotmartPurchases = pgTable('hotmart_purchases', {
  id: serial('id').primaryKey(),
  transaction: text('transaction').notNull().unique(),
  productId: text('product_id').notNull(),
  email: text('email').notNull(),
  /** Our order for this purchase (provider 'hotmart'); null when a revocation came first. */
  orderId: integer('order_id')
    .unique()
    .references(() => orders.id, { onDelete: 'set null' }),
  orderReference: text('order_reference').unique(),
  status: text('status').notNull(),
  /** When an approval was first received (a later revocation then means a refund). */
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  /** Hotmart's creation_date of the event that set `status` (older events never override it). */
  eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
  /** The amount our order records (USD cents) and what Hotmart actually charged. */
  amountCents: integer('amount_cents').notNull(),
  hotmartPrice: numeric('hotmart_price', { precision: 12, scale: 2 }),
  hotmartCurrency: text('hotmart_currency'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Book pre-sale offers (spec §2 /checkout/:price/:token): the price is this row's, never the URL's. */
export const bookOffers = pgTable(
  'book_offers',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    /** The :token of the page's URL. */
    token: text('token').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('USD'),
    /** Terms of the pre-sale the buyer must accept (paragraphs separated by blank lines). */
    terms: text('terms').notNull(),
    /** The catalogue item the order lines name (a logged-in buyer is also enrolled in it). */
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('book_offers_project_token_unique').on(t.projectId, t.token)],
);

/** Who bought an offer: the buyer's form and the order (its unguessable reference names the result). */
export const bookPurchases = pgTable(
  'book_purchases',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => bookOffers.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('book_purchases_offer_idx').on(t.offerId)],
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
    /** Files sent with the e-mail (e.g. an .ics invitation); `content` is base64. */
    attachments: jsonb('attachments')
      .$type<Array<{ filename: string; contentType: string; content: string }>>()
      .notNull()
      .default([]),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
    // A lease per send, so a mail whose outcome was not recorded is never re-sent blindly.
    /** Set (a random id) while one worker is sending the mail; null otherwise. */
    leaseId: text('lease_id'),
    /** When that worker's lease ends; a lease found expired means "possibly sent". */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    /** When the worker stopped trying (retries exhausted, or possibly sent); `npm run mail:requeue` clears it. */
    givenUpAt: timestamp('given_up_at', { withTimezone: true }),
    /** The lease expired mid-send: the SMTP server may have accepted it. Requeued only on request. */
    possiblySent: boolean('possibly_sent').notNull().default(false),
  },
  (t) => [
    index('outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    index('outbox_to_created_idx').on(t.to, t.createdAt),
  ],
);

// ── Operator area (modules/admin): operator sessions, second factor, audit log ───────────────
/**
 * The tokens issued by the operator login (POST /api/admin/login). Only these open /api/admin:
 * an operator's token from the student login never does, nor one whose second factor is pending.
 */
export const adminSessions = pgTable('admin_sessions', {
  tokenId: integer('token_id')
    .primaryKey()
    .references(() => accessTokens.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** An operator's TOTP second factor: the secret while enrolling, `enabled_at` once confirmed. */
export const adminTotp = pgTable('admin_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32 secret (RFC 6238); needed in clear to check codes. */
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last time step accepted, so one code is never accepted twice. */
  lastStep: integer('last_step'),
  createdAt: createdAt(),
});

/** Every change an operator makes: who, when, what and the row before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The operator's e-mail at the time, kept if the account is deleted. */
    actorEmail: text('actor_email').notNull().default(''),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);
