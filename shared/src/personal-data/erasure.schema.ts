import { z } from 'zod';

/** An administrator erases a person on their request, found by the e-mail address they wrote from. */
export const AdminErasureRequestSchema = z.strictObject({
  email: z.email().max(254),
});

/** The erasure asked for: the subjects it covers (an account, guest identities), done by the next sweep. */
export const ErasureRequestedSchema = z.object({
  status: z.literal('requested'),
  subjects: z.array(z.string()),
});
export type ErasureRequested = z.infer<typeof ErasureRequestedSchema>;
