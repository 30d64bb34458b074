import * as z from 'zod';
import './zod-es.ts';
import { MAX_ID, MAX_PER_PAGE } from './constants.ts';

/**
 * A whole number as JSON or a path/query sends it: a number, or a string of digits only.
 * Unlike `z.coerce.number()`, `true`, `[1]`, `"0x4"`, `"1e3"` and `" 1 "` are refused (422), not read as numbers.
 */
export function wholeNumber<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value),
    schema,
  );
}

/** A database id from a path, query or body: digits only, within PostgreSQL's integer range. */
export const idSchema = wholeNumber(z.number().int().positive().max(MAX_ID));

/** `proyect_id` as the spec sends it: a number or a numeric string. */
export const projectIdSchema = idSchema;

export const pageQuerySchema = z.object({
  page: wholeNumber(z.number().int().positive().max(100_000)).default(1),
});

export const perPageSchema = wholeNumber(z.number().int().positive().max(MAX_PER_PAGE));

/** `{message}`, and on an error answer its stable `code` (see errors.ts). */
export const messageSchema = z.object({ message: z.string(), code: z.string().optional() });
export type MessageBody = z.infer<typeof messageSchema>;

export const validationErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorSchema>;

/** The paginator shape of every v2 list (spec §7). */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
  });
}
export type Paginated<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
};

/** Builds the paginator for one page of `total` rows. */
export function paginate<T>(data: T[], total: number, page: number, perPage: number): Paginated<T> {
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    from,
    to: from === null ? null : from + data.length - 1,
  };
}

/** Free text from a form: trimmed, bounded so a 5 MB string never reaches the database. */
export const text = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
