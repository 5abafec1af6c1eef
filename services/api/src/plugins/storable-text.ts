import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ClientInputError } from './error-handler.ts';

/**
 * U+0000, which no text column of PostgreSQL can store, and a lone UTF-16 surrogate (`"\ud800"` in JSON), which is
 * not Unicode at all: PostgreSQL refuses to encode it and every page would have to guess what to show.
 */
const LONE_SURROGATE = /\p{Surrogate}/u;
const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The path of the first string (value or key) that cannot be stored, if any: iterative, so any depth is safe. */
export function unstorableTextAt(root: unknown, rootPath: string): string | undefined {
  const pending: [unknown, string][] = [[root, rootPath]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (isUnstorable(value)) return path;
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (isUnstorable(key)) return path;
        pending.push([item, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

async function refuseUnstorableText(request: FastifyRequest) {
  const field =
    unstorableTextAt(request.params, 'params') ??
    unstorableTextAt(request.query, 'query') ??
    unstorableTextAt(request.body, 'body');
  if (field)
    throw new ClientInputError('invalid_text', [
      { field, message: 'Text must be well-formed Unicode without the NUL character (U+0000)' },
    ]);
}

/** Text that cannot be stored is refused as invalid input everywhere, before any route can hand it to the database. */
export const storableText = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', refuseUnstorableText);
  },
  { name: 'storable-text' },
);
