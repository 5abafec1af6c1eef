import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../plugins/error-handler.ts';

/** 429 for an hourly allowance of uploads spent, with when to try again (owner photos, handover photos). */
export function sendUploadRateLimited(
  reply: FastifyReply,
  request: FastifyRequest,
  retryAfterSeconds: number,
  uploadsPerHour: number,
) {
  void reply.header('retry-after', String(retryAfterSeconds));
  return sendError(reply, request, 429, 'photo_upload_rate_limited', { retryAfterSeconds, uploadsPerHour });
}
