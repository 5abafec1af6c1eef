import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addRouteHooks } from './route-hooks.ts';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { nameBasedUuid } from '@grandtour/commands';
import { sendError } from './error-handler.ts';

const HEADER = 'idempotency-key';
const VALID_KEY = /^[\x21-\x7e]{1,200}$/;
/** A request still running after this long is presumed dead: a retry may take it over (the commands are idempotent). */
const LOCK_MS = 30_000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { scopedKey: string };
  }
  interface FastifyContextConfig {
    /** Routes authenticated by a provider signature (webhooks) deduplicate by event id instead. */
    skipIdempotency?: boolean;
    /** Routes where a blind retry without a key would do the thing twice (a second booking): the key is required. */
    requireIdempotencyKey?: boolean;
  }
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/** Keys belong to whoever sent them, so one visitor's key can never replay another's answer. */
function scopeOf(request: FastifyRequest, caller: string, key: string): string {
  return hash(`${caller}\n${request.method}\n${request.routeOptions.url ?? request.url}\n${key}`);
}

const fingerprint = (request: FastifyRequest) =>
  hash(`${request.url}\n${JSON.stringify(request.body ?? null)}`);

/**
 * The id of what a write creates (a car, a message): named by the request's Idempotency-Key when it has one, so a
 * retry after a failure that came once the events were appended names the same stream, and its decider finds the
 * work done instead of doing it twice. Without a key, a new id.
 */
export function idempotentId(request: FastifyRequest, kind: string): string {
  const scopedKey = request.idempotency?.scopedKey;
  return scopedKey ? nameBasedUuid(kind, scopedKey) : randomUUID();
}

/**
 * `Idempotency-Key` on every write (ARCHITECTURE §3): the first answer is stored and a retry with the same key
 * gets it again, with `Idempotent-Replayed: true`, and nothing runs twice. Optional, except on routes that set
 * `requireIdempotencyKey` (decision 12). The same key on a different request is
 * a 422; a retry while the first is still running is a 409. Server errors are not stored, so they can be retried:
 * every write is therefore idempotent under its key on its own (creations name their stream with `idempotentId`,
 * changes set values, deciders answer a repeat with no event), so a retry of a write that failed after its events
 * were appended never applies it twice (decision 47).
 */
export const idempotency = fp(
  async (app: FastifyInstance, options: { pool: pg.Pool }) => {
    const { pool } = options;

    async function claimKey(request: FastifyRequest, reply: FastifyReply) {
      const key = request.headers[HEADER];
      if (key === undefined)
        return request.routeOptions.config.requireIdempotencyKey
          ? sendError(reply, request, 400, 'idempotency_key_required')
          : undefined;
      if (typeof key !== 'string' || !VALID_KEY.test(key))
        return sendError(reply, request, 400, 'invalid_idempotency_key');
      // The caller is this browser's guest identity, given now if it has none yet, so a retry carrying the
      // cookie that the first answer set is still recognised as the same caller.
      const caller = (await app.resolveUserId(request, reply, 'guest')) ?? 'anonymous';
      const scopedKey = scopeOf(request, caller, key);
      const requestHash = fingerprint(request);
      const claimed = await pool.query(
        `INSERT INTO idempotency_keys (scoped_key, request_hash, locked_until)
         VALUES ($1, $2, now() + $3 * interval '1 millisecond')
         ON CONFLICT (scoped_key) DO NOTHING`,
        [scopedKey, requestHash, LOCK_MS],
      );
      if (claimed.rowCount === 1) {
        request.idempotency = { scopedKey };
        return;
      }
      const { rows } = await pool.query(
        `SELECT request_hash, status_code, response_body, locked_until < now() AS stale
           FROM idempotency_keys WHERE scoped_key = $1`,
        [scopedKey],
      );
      const stored = rows[0] as
        | { request_hash: string; status_code: number | null; response_body: string | null; stale: boolean }
        | undefined;
      if (!stored) return sendError(reply, request, 409, 'idempotency_in_progress');
      if (stored.request_hash !== requestHash)
        return sendError(reply, request, 422, 'idempotency_key_reused');
      if (stored.status_code !== null) {
        return reply
          .status(stored.status_code)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(stored.response_body ?? '');
      }
      const takeover = await pool.query(
        `UPDATE idempotency_keys SET locked_until = now() + $2 * interval '1 millisecond'
          WHERE scoped_key = $1 AND status_code IS NULL AND locked_until < now()`,
        [scopedKey, LOCK_MS],
      );
      if (takeover.rowCount !== 1) return sendError(reply, request, 409, 'idempotency_in_progress');
      request.idempotency = { scopedKey };
    }

    /**
     * Keeps the answer before it is sent: a client that retries the moment it has the first answer must find it
     * stored, not still "in progress" (storing it once the response had gone out lost that race under load).
     */
    async function storeAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const pending = request.idempotency;
      if (!pending) return payload;
      request.idempotency = undefined;
      try {
        // A server error or a rate limit is not an answer to keep: the client should be able to try again.
        if (reply.statusCode >= 500 || reply.statusCode === 429)
          await pool.query('DELETE FROM idempotency_keys WHERE scoped_key = $1 AND status_code IS NULL', [
            pending.scopedKey,
          ]);
        else
          await pool.query(
            'UPDATE idempotency_keys SET status_code = $2, response_body = $3 WHERE scoped_key = $1',
            [pending.scopedKey, reply.statusCode, typeof payload === 'string' ? payload : ''],
          );
      } catch (error) {
        // The answer still goes out; unstored, its key is free again once its lock runs out.
        request.log.error({ err: error }, 'could not store the answer of an idempotent request');
      }
      return payload;
    }

    // Only writes carry keys: reads (the search above all) run none of this.
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (route.config?.skipIdempotency || !methods.some((method) => WRITE_METHODS.has(method))) return;
      addRouteHooks(route, { preHandler: claimKey, onSend: storeAnswer });
    });
  },
  { name: 'idempotency' },
);
