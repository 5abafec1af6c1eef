import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-handler.ts';

/** The path of the first string holding U+0000 (which no text column of PostgreSQL can store), if any. */
function nulCharacterAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulCharacterAt(item, `${path}.${key}`) ?? (key.includes('\u0000') ? path : undefined);
    if (found) return found;
  }
  return undefined;
}

async function refuseNulCharacters(request: FastifyRequest, reply: FastifyReply) {
  const field =
    nulCharacterAt(request.params, 'params') ??
    nulCharacterAt(request.query, 'query') ??
    nulCharacterAt(request.body, 'body');
  if (field)
    return sendError(reply, request, 400, 'validation_failed', [
      { field, message: 'The NUL character (U+0000) is not allowed' },
    ]);
}

/** Text with a NUL character is refused as invalid input everywhere, before any route can hand it to the database. */
export const nulCharacters = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', refuseNulCharacters);
  },
  { name: 'nul-characters' },
);
