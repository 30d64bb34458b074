// The note form's rule, the contract's own (trimmed, required, bounded), imported by the forms on
// first use (lib/lazy-zod-resolver.ts): the player loads without building zod schemas.
import { updateNoteRequestSchema } from '@campus/contract/notes';
import * as z from 'zod';

export const noteBodyForm = z.object({ body: updateNoteRequestSchema.shape.body });
