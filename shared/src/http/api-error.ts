import { z } from 'zod';

/** Every error the API returns (ARCHITECTURE §5). */
export const ApiErrorSchema = z.object({
  error: z.string().describe('Machine-readable code, e.g. not_found, validation_failed'),
  message: z.string().describe('Human-readable explanation'),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
