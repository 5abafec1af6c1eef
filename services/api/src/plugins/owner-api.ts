import type { Account } from '@grandtour/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { sendError } from './error-handler.ts';
import { addRouteHooks } from './route-hooks.ts';

/** Every back-office route: the owner's own data only (ARCHITECTURE §5). */
const OWNER_ROUTES = /^\/api\/(owner|owner-calendar)(\/|$)/;
/** At most this many rows per page, whatever the range asks. */
export const MAX_PAGE_ROWS = 500;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in owner, set on every back-office route before its handler runs. */
    owner?: Account;
  }
}

/** The signed-in owner of a back-office request (the hook has already refused anyone else). */
export function ownerOf(request: FastifyRequest): Account {
  if (!request.owner) throw new Error(`${request.url} is not a back-office route`);
  return request.owner;
}

/** A query parameter holding JSON, as ra-data-simple-rest sends `sort`, `range` and `filter`. */
const jsonParameter = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .max(4000)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'Expected JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/**
 * The querystring of a list in ra-data-simple-rest's dialect: `sort=["field","ASC"]`, `range=[0,24]` (inclusive),
 * `filter={...}`. Unknown sort fields and filters are refused with a 400 naming them.
 */
export function listQuerySchema<Filter extends z.ZodType, Field extends string>(
  filter: Filter,
  sortFields: readonly [Field, ...Field[]],
  defaultSort: [Field, 'ASC' | 'DESC'],
) {
  const range = z
    .tuple([z.number().int().min(0), z.number().int().min(0)])
    .refine(([start, end]) => end >= start, 'The range ends before it starts')
    .transform(([start, end]): [number, number] => [start, Math.min(end, start + MAX_PAGE_ROWS - 1)]);
  return z.object({
    sort: jsonParameter(z.tuple([z.enum(sortFields), z.enum(['ASC', 'DESC'])]))
      .optional()
      .transform((sort) => sort ?? defaultSort),
    range: jsonParameter(range)
      .optional()
      .transform((value): [number, number] => value ?? [0, 24]),
    filter: jsonParameter(filter.optional())
      .optional()
      .transform((value) => (value ?? {}) as z.output<Filter>),
  });
}

/** The page and its place in the whole list: `Content-Range: cars 0-24/319` (`cars *\/0` when empty). */
export function sendPage<Row>(
  reply: FastifyReply,
  resource: string,
  [start]: [number, number],
  page: { rows: Row[]; total: number },
) {
  const span = page.rows.length === 0 ? '*' : `${start}-${start + page.rows.length - 1}`;
  void reply.header('content-range', `${resource} ${span}/${page.total}`);
  void reply.header('access-control-expose-headers', 'Content-Range');
  return page.rows;
}

/**
 * The back office's contract in one place: only a signed-in owner passes (401 for a visitor, 403 for a client),
 * and lists speak ra-data-simple-rest (`listQuerySchema`, `sendPage`).
 */
export const ownerApi = fp(
  async (app: FastifyInstance) => {
    async function requireOwner(request: FastifyRequest, reply: FastifyReply) {
      const account = await app.signedInAccount(request);
      if (!account) return sendError(reply, request, 401, 'not_signed_in');
      if (account.userType !== 'owner') return sendError(reply, request, 403, 'owners_only');
      request.owner = account;
    }
    app.addHook('onRoute', (route) => {
      if (OWNER_ROUTES.test(route.url)) addRouteHooks(route, { onRequest: requireOwner });
    });
  },
  { name: 'owner-api', dependencies: ['identity'] },
);
