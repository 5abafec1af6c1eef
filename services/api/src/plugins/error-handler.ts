import { DomainError, PaymentProviderError, WebhookSignatureError } from '@grandtour/commands';
import { StreamVersionConflictError } from '@grandtour/event-store';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '@grandtour/platform';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiMessage, isApiMessageCode, type ApiMessageCode } from '../messages/api-messages.ts';
import { validationMessageCode } from './validation-message-code.ts';

const DOMAIN_STATUS = { conflict: 409, not_found: 404, forbidden: 403, rule: 422 } as const;
/** What a 503 tells the client to wait before trying again (the database is restarting, or has no room now). */
export const RETRY_AFTER_SECONDS = 5;

/** Input refused before any route sees it (a body nested too deep, text that cannot be stored): a 400 with its code. */
export class ClientInputError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly messageCode: ApiMessageCode,
    readonly details?: unknown,
  ) {
    super(messageCode);
  }
}

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ApiMessageCode,
  details?: unknown,
) {
  return reply
    .status(status)
    .send({ error: code, message: apiMessage(code, request.headers['accept-language'], details), details });
}

/** One place turns every failure into `{ error, message, details? }`; never a stack trace, never a 500 for bad input. */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const context = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? '');
        // An unknown field is named itself, so the client knows which one to drop.
        const details = error.validation.flatMap((issue) => {
          const path = [context, ...issue.instancePath.split('/').filter(Boolean)];
          const unknownKeys = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
          return (Array.isArray(unknownKeys) ? unknownKeys.map((key) => [...path, String(key)]) : [path]).map(
            (field) => ({ field: field.join('.'), message: issue.message }),
          );
        });
        return sendError(reply, request, 400, validationMessageCode(error.validation), details);
      }
      if (error instanceof ClientInputError)
        return sendError(reply, request, error.statusCode, error.messageCode, error.details);
      if (error instanceof DomainError) {
        const message = isApiMessageCode(error.code)
          ? apiMessage(error.code, request.headers['accept-language'], error.details)
          : error.message;
        return reply
          .status(DOMAIN_STATUS[error.kind])
          .send({ error: error.code, message, details: error.details });
      }
      // The provider's own words (e.g. "Your card was declined."), with its codes: the site says them in the
      // payer's language (decision 60).
      if (error instanceof PaymentProviderError)
        return reply.status(error.httpStatus).send({
          error: error.code,
          message: error.message,
          details: { provider: true, ...(error.declineCode ? { declineCode: error.declineCode } : {}) },
        });
      if (error instanceof WebhookSignatureError) return sendError(reply, request, 400, 'invalid_signature');
      if (error instanceof StreamVersionConflictError)
        return sendError(reply, request, 409, 'concurrent_change');
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return sendError(reply, request, 400, 'invalid_json');
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return sendError(reply, request, 413, 'payload_too_large');
      if (error.statusCode === 429) return sendError(reply, request, 429, 'rate_limited');
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return sendError(reply, request, error.statusCode, 'validation_failed', error.message);
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return sendError(reply, request, 503, 'service_unavailable');
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, request, 500, 'internal_error');
    });
    // Every 503, whoever answers it (this handler, the health check, a plugin), says when to come back.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode === 503 && !reply.hasHeader('retry-after'))
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return payload;
    });
  },
  { name: 'error-handler' },
);
