import * as z from 'zod';
import './zod-es.ts';
import { idSchema } from './common.ts';
import { marketingSettingsSchema } from './leads.ts';

export const projectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  url: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectParamsSchema = z.object({ id: idSchema });
/** GET /api/v1/getProyect/{id}: the project and the marketing settings its pages read. */
export const projectDetailSchema = projectSchema.extend({ marketing: marketingSettingsSchema });
export type ProjectDetail = z.infer<typeof projectDetailSchema>;
export const projectResponseSchema = z.object({ data: projectDetailSchema });
export const projectsResponseSchema = z.object({ data: z.array(projectSchema) });
