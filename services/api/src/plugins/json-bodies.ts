import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ClientInputError } from './error-handler.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts';

/**
 * Why a JSON body is refused before it is parsed, if it is: bytes that are not UTF-8 (a lone surrogate sent raw)
 * would otherwise be silently replaced, and a body nested deeper than MAX_JSON_DEPTH would reach code that walks
 * it (a 20 kB body was enough to exhaust the stack).
 */
export function refusalOfJsonBytes(bytes: Buffer): ClientInputError | undefined {
  if (!isUtf8(bytes)) return new ClientInputError('invalid_text', [{ field: 'body', message: 'Not UTF-8' }]);
  if (nestsDeeperThan(bytes, MAX_JSON_DEPTH)) return new ClientInputError('json_too_deep');
  return undefined;
}

/** Every JSON body is checked (above), then parsed by Fastify's own parser, refusing `__proto__` keys as before. */
export const jsonBodies = fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const bytes = body as Buffer;
      const refusal = refusalOfJsonBytes(bytes);
      if (refusal) return done(refusal, undefined);
      return parse(request, bytes.toString('utf8'), done);
    });
  },
  { name: 'json-bodies' },
);
