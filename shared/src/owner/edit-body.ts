import { z } from 'zod';

/**
 * The body of a back-office edit (`PUT /api/owner/<resource>/:id`). react-admin sends the whole record back, so the
 * fields the owner does not control are accepted and dropped; the editable ones are checked; any other field is
 * refused like everywhere else, naming it.
 */
export function editBody<Shape extends z.ZodRawShape>(editable: Shape, readOnly: readonly string[]) {
  return z
    .strictObject({
      ...editable,
      ...Object.fromEntries(readOnly.map((field) => [field, z.unknown().optional()])),
    })
    .transform((body) => {
      const changes: Record<string, unknown> = { ...body };
      for (const field of readOnly) delete changes[field];
      return changes as z.output<z.ZodObject<Shape>>;
    });
}
