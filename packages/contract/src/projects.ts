import * as z from 'zod';
import { idSchema } from './common.ts';

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
export const projectResponseSchema = z.object({ data: projectSchema });
export const projectsResponseSchema = z.object({ data: z.array(projectSchema) });
