// The catalogue of the operator area: categories, specialists, courses, modules,
// lessons and resources, as the operator writes and reads them. The web forms use these schemas.

import * as z from 'zod';
import { CERTIFICATE_KINDS } from './certificates-rules.ts';
// Spanish messages when a form imports this file by its subpath (not through the index).
import './zod-es.ts';
import { adminListQuerySchema } from './admin.ts';
import { idSchema, paginatedSchema } from './common.ts';
import { MAX_VIDEO_SECONDS, MIN_VIDEO_SECONDS } from './progress.ts';

export const ADMIN_CATALOGUE_MESSAGES = {
  certificateKind: 'Elija el tipo de certificado: de participación o de aprobación.',
  categoryNotFound: 'Categoría no encontrada.',
  specialistNotFound: 'Especialista no encontrado.',
  courseNotFound: 'Curso no encontrado.',
  moduleNotFound: 'Módulo no encontrado.',
  lessonNotFound: 'Lección no encontrada.',
  resourceNotFound: 'Recurso no encontrado.',
  categoryInUse: 'La categoría tiene cursos: quítela de ellos antes de eliminarla.',
  specialistInUse: 'El especialista dicta cursos: asígnales otro antes de eliminarlo.',
  courseHasStudents: 'El curso tiene estudiantes inscritos o pedidos: despublíquelo en lugar de eliminarlo.',
  priceRequired: 'El campo precio debe ser mayor a 0 en un curso que no es gratis',
  vimeoId: 'El ID de Vimeo son solo dígitos (p. ej. 76979871)',
  youtubeId: 'El ID de YouTube tiene 11 caracteres (p. ej. dQw4w9WgXcQ)',
  linkRequired: 'El campo url es requerido para un enlace (https://…)',
  fileRequired: 'Elija un archivo.',
  fileTooLarge: (mb: number) => `El archivo es demasiado grande: el máximo es ${mb} MB.`,
  fileWrongType: (kinds: string) => `Tipo de archivo no permitido: suba ${kinds}.`,
  durationRequired:
    'Escriba la duración del video: aparece en el reproductor de Vimeo o YouTube (mm:ss o hh:mm:ss).',
  fileNotForType: 'Este tipo de recurso no lleva archivo (use el ID del video o el enlace).',
} as const;

/** Resource types (ARCHITECTURE.md): 1 Vimeo, 2 own video/audio, 3 document, 4 link, 5 download, 6 YouTube. */
export const RESOURCE_TYPES = { vimeo: 1, media: 2, document: 3, link: 4, download: 5, youtube: 6 } as const;
/** Types whose content is a file uploaded by the operator. */
export const UPLOAD_RESOURCE_TYPES: readonly number[] = [2, 3, 5];

/** Upload limits by bytes (checked on the server as the bytes arrive). */
export const UPLOAD_LIMITS = {
  imageBytes: 5 * 1024 * 1024,
  documentBytes: 25 * 1024 * 1024,
  mediaBytes: 300 * 1024 * 1024,
} as const;

const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]).optional();

// ── Categories ──────────────────────────────────────────────────────────────────────────────
export const adminCategoryInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  position: z.number().int().min(0).max(100_000).optional(),
});
export type AdminCategoryInput = z.input<typeof adminCategoryInputSchema>;
export const adminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  position: z.number().int(),
  courses: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryPageSchema = paginatedSchema(adminCategorySchema);

// ── Specialists ─────────────────────────────────────────────────────────────────────────────
export const adminSpecialistInputSchema = z.object({
  name: z.string().trim().min(1).max(100),
  lastname: z.string().trim().min(1).max(100),
  specialty: z.string().trim().max(200).default(''),
  description: z.string().trim().max(5000).default(''),
  facebook: optionalUrl,
  instagram: optionalUrl,
  pinterest: optionalUrl,
});
export type AdminSpecialistInput = z.input<typeof adminSpecialistInputSchema>;
export const adminSpecialistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lastname: z.string(),
  specialty: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  pinterest: z.string().nullable(),
});
export type AdminSpecialist = z.infer<typeof adminSpecialistSchema>;
export const adminSpecialistPageSchema = paginatedSchema(adminSpecialistSchema);

// ── Courses ─────────────────────────────────────────────────────────────────────────────────
/** A price as typed: "247", "247.5", "247.00" (a dot or a comma), 0 to 99 999.99. */
export const adminPriceSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(',', '.'))
  .pipe(z.string().regex(/^\d{1,5}(\.\d{1,2})?$/, 'El campo precio debe ser un monto como 247.00'));

export const adminCourseInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().trim().max(1000).default(''),
    about: z.string().trim().max(20_000).default(''),
    price: adminPriceSchema,
    free: z.boolean().default(false),
    featured: z.boolean().default(false),
    certificate: z.boolean().default(false),
    /** What the certificate attests (its title): participation unless the operator chooses approval. */
    certificate_kind: z
      .enum(CERTIFICATE_KINDS, { error: ADMIN_CATALOGUE_MESSAGES.certificateKind })
      .default('participacion'),
    hours: z.number().int().min(1).max(10_000).nullable().optional(),
    external_checkout_url: optionalUrl,
    specialist_id: idSchema.nullable().optional(),
    category_ids: z.array(idSchema).max(50).default([]),
    published: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (!v.free && Number(v.price) <= 0) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: ADMIN_CATALOGUE_MESSAGES.priceRequired });
    }
  });
export type AdminCourseInput = z.input<typeof adminCourseInputSchema>;
export type AdminCourseValues = z.output<typeof adminCourseInputSchema>;

export const adminCourseSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.string(),
  free: z.boolean(),
  featured: z.boolean(),
  published: z.boolean(),
  image: z.string(),
  specialist: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminCourseSummary = z.infer<typeof adminCourseSummarySchema>;
export const adminCoursePageSchema = paginatedSchema(adminCourseSummarySchema);

export const adminCourseListQuerySchema = adminListQuerySchema.extend({
  status: z.enum(['published', 'draft']).optional(),
});
export type AdminCourseListQuery = z.input<typeof adminCourseListQuerySchema>;

export const adminResourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  video_id: z.string().nullable(),
  url: z.string().nullable(),
  free: z.boolean(),
  position: z.number().int(),
  /** Length in seconds the server holds (probed from the upload or entered); null: progress cannot count. */
  duration: z.number().int().nullable(),
});
export type AdminResource = z.infer<typeof adminResourceSchema>;
export const adminLessonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  starts_at: z.string().nullable(),
  resources: z.array(adminResourceSchema),
});
export type AdminLesson = z.infer<typeof adminLessonSchema>;
export const adminModuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  lessons: z.array(adminLessonSchema),
});
export type AdminModule = z.infer<typeof adminModuleSchema>;

export const adminCourseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  about: z.string(),
  image: z.string(),
  price: z.string(),
  free: z.boolean(),
  featured: z.boolean(),
  certificate: z.boolean(),
  certificate_kind: z.enum(CERTIFICATE_KINDS),
  hours: z.number().int().nullable(),
  external_checkout_url: z.string().nullable(),
  specialist_id: z.number().int().nullable(),
  category_ids: z.array(z.number().int()),
  published: z.boolean(),
  published_at: z.string().nullable(),
  modules: z.array(adminModuleSchema),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

// ── Modules, lessons, resources ─────────────────────────────────────────────────────────────
export const adminModuleInputSchema = z.object({ name: z.string().trim().min(1).max(200) });
export type AdminModuleInput = z.input<typeof adminModuleInputSchema>;

/** A release instant as a datetime-local field or ISO string sends it, or empty/null for "now". */
export const adminStartsAtSchema = z
  .union([z.literal(''), z.null(), z.iso.datetime({ offset: true }), z.iso.datetime({ local: true })])
  .optional()
  .transform((v) => (v ? v : null));

export const adminLessonInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  starts_at: adminStartsAtSchema,
});
export type AdminLessonInput = z.input<typeof adminLessonInputSchema>;

export const adminResourceInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
    video_id: z.string().trim().max(100).optional(),
    url: z.string().trim().max(500).optional(),
    free: z.boolean().default(false),
    /** Seconds; required for Vimeo and YouTube (the server cannot read their length), optional for own media. */
    duration: z.number().int().min(MIN_VIDEO_SECONDS).max(MAX_VIDEO_SECONDS).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.type === 1 || v.type === 6) && v.duration === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['duration'],
        message: ADMIN_CATALOGUE_MESSAGES.durationRequired,
      });
    }
    if (v.type === 1 && !/^\d{1,15}$/.test(v.video_id ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['video_id'], message: ADMIN_CATALOGUE_MESSAGES.vimeoId });
    }
    if (v.type === 6 && !/^[A-Za-z0-9_-]{11}$/.test(v.video_id ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['video_id'], message: ADMIN_CATALOGUE_MESSAGES.youtubeId });
    }
    if (v.type === 4 && !z.url({ protocol: /^https?$/ }).safeParse(v.url ?? '').success) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: ADMIN_CATALOGUE_MESSAGES.linkRequired });
    }
  });
export type AdminResourceInput = z.input<typeof adminResourceInputSchema>;

export const adminMoveSchema = z.object({ direction: z.enum(['up', 'down']) });
export type AdminMove = z.input<typeof adminMoveSchema>;
