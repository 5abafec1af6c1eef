import { createHmac, randomInt } from 'node:crypto';
import { EMPTY_HANDOVER_REPORT, type HandoverActor, type HandoverCommand } from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import type { ObjectStore } from '@grandtour/platform';
import { loadHandoverReport } from '@grandtour/projections';
import { createHandoverReportPdfs } from '@grandtour/workers';
import {
  HANDOVER_LIMITS,
  HandoverDamageRequestSchema,
  HandoverParamsSchema,
  HandoverReadingsRequestSchema,
  HandoverReportSchema,
  HandoverSignatureQuerySchema,
  HandoverSigningCodeResponseSchema,
  HandoverSlotParamsSchema,
  type HandoverPhase,
  type LanguageCode,
} from '@grandtour/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import {
  prepareHandoverPhoto,
  prepareHandoverSignature,
  putPrepared,
  type PreparedObject,
} from '../../handovers/handover-media.ts';
import { refusalBefore, reportView, runHandoverCommand } from '../../handovers/handover-report.ts';
import { PhotoRefused } from '../../media/photo-refused.ts';
import { createUploadAttempts } from '../../media/upload-attempts.ts';
import { sendUploadRateLimited } from '../../media/upload-rate-limited.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { preferredLanguage, type ApiMessageCode } from '../../messages/api-messages.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { readUpload } from './handover-uploads.ts';

export interface HandoverRouteDeps {
  store: EventStore;
  /** The read models: the reports as the handover_reports projection has them. */
  pool: pg.Pool;
  objects: ObjectStore;
  clock: () => Date;
  /** The server's key the signing codes are peppered with before the decider hashes them (decision 89). */
  codeKey: string;
  /** Photos and signatures one party may have decoded per hour on this node, refused or not (then 429). */
  uploadsPerHour: number;
}

/** Who may see and write a booking's reports on one side (owner, customer, admin), or null: answered as a 404. */
export interface HandoverSide {
  /** `/api/owner/bookings/:id/handovers/:phase`, `/api/bookings/…`, `/api/admin/bookings/…` */
  prefix: string;
  tag: string;
  /** `actor` null: may read, never write (an administrator). */
  access(
    request: FastifyRequest,
    reply: FastifyReply,
    bookingId: string,
  ): Promise<{ actor: HandoverActor | null; language?: LanguageCode } | null>;
}

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422);
const base = (prefix: string, id: string, phase: HandoverPhase) =>
  prefix.replace(':id', id).replace(':phase', phase);

/** The report's photos and signature behind a party's own access (GET only, when `writes` is false: admins). */
export function handoverRoutes(
  parent: FastifyInstance,
  deps: HandoverRouteDeps,
  side: HandoverSide,
  options: { writes: boolean; owner: boolean },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { store, objects, clock, pool } = deps;
  /** A code as the decider gets it: keyed, so the hash in the events cannot be searched through without the key. */
  const pepper = (code: string) => createHmac('sha256', deps.codeKey).update(code).digest('hex');
  const reportOf = async (id: string, phase: HandoverPhase) =>
    (await loadHandoverReport(pool, id, phase))?.report ?? EMPTY_HANDOVER_REPORT;
  const tags = [side.tag];
  const reportPdfs = createHandoverReportPdfs({ pool, objects });
  const attempts = createUploadAttempts(deps.uploadsPerHour);

  async function answerReport(
    reply: FastifyReply,
    request: FastifyRequest,
    id: string,
    phase: HandoverPhase,
  ) {
    const report = await reportOf(id, phase);
    return reply.send(reportView(id, phase, report, base(side.prefix, id, phase), clock()));
  }

  /** Whether the caller may read the booking's reports; if not, a 404 is sent. */
  async function mayRead(request: FastifyRequest, reply: FastifyReply, id: string) {
    const access = await side.access(request, reply, id);
    if (!access) await sendError(reply, request, 404, 'booking_not_found');
    return access !== null;
  }

  /** The caller as a party of the booking; if not, a 404 (or a 403 for a reader) is sent. */
  async function actorOf(request: FastifyRequest, reply: FastifyReply, id: string) {
    const access = await side.access(request, reply, id);
    if (!access) await sendError(reply, request, 404, 'booking_not_found');
    else if (!access.actor) await sendError(reply, request, 403, 'forbidden');
    return access?.actor ?? null;
  }

  /**
   * The multipart file read and prepared (decoded, re-encoded, hashed) within the actor's hourly allowance; a refusal
   * is sent (4xx) and null answered.
   */
  async function preparedUpload(
    request: FastifyRequest,
    reply: FastifyReply,
    actor: HandoverActor,
    spec: {
      field: string;
      maxBytes: number;
      tooLarge: ApiMessageCode;
      missing: ApiMessageCode;
      prepare: (file: Buffer) => Promise<PreparedObject>;
    },
  ): Promise<{ object: PreparedObject; fields: Record<string, string> } | null> {
    const upload = await readUpload(request, spec.field, spec.maxBytes, spec.tooLarge, spec.missing);
    if ('refused' in upload) {
      await sendError(reply, request, upload.refused.status, upload.refused.code);
      return null;
    }
    const wait = attempts.take(actor.userId, clock());
    if (wait > 0) {
      await sendUploadRateLimited(reply, request, wait, deps.uploadsPerHour);
      return null;
    }
    try {
      return { object: await spec.prepare(upload.file), fields: upload.fields };
    } catch (error) {
      if (!(error instanceof PhotoRefused)) throw error;
      await sendError(reply, request, error.status, error.code, error.details);
      return null;
    }
  }

  /** Decided before the object is kept, kept before it is recorded: an event never names a missing object. */
  async function keepThenRun(id: string, object: PreparedObject, command: HandoverCommand) {
    await refusalBefore(store, id, command);
    await putPrepared(objects, object);
    await runHandoverCommand(store, id, command);
  }

  const now = () => ({ now: clock().toISOString() });

  app.get(
    side.prefix,
    {
      schema: {
        tags,
        summary:
          'The handover report: photos by slot, readings, damage, signatures, what it still lacks, its seal',
        params: HandoverParamsSchema,
        response: { 200: HandoverReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, phase } = request.params;
      if (!(await mayRead(request, reply, id))) return reply;
      return answerReport(reply, request, id, phase);
    },
  );

  app.get(
    `${side.prefix}/photos/:slot`,
    {
      schema: {
        tags,
        summary: 'One photo of the report as kept (WebP), to the booking’s parties and admins only',
        params: HandoverSlotParamsSchema,
        produces: ['image/webp'],
        response: { 200: z.any().describe('image/webp'), ...errors },
      },
    },
    async (request, reply) => {
      const { id, phase, slot } = request.params;
      if (!(await mayRead(request, reply, id))) return reply;
      const photo = (await reportOf(id, phase)).photos.get(slot);
      const object = photo && (await objects.get(photo.objectKey));
      if (!photo || !object) return sendError(reply, request, 404, 'handover_photo_not_found');
      return reply
        .type(object.contentType)
        .header('cache-control', 'private, no-cache')
        .header('etag', `"${photo.sha256}"`)
        .send(object.bytes);
    },
  );

  app.get(
    `${side.prefix}/report.pdf`,
    {
      schema: {
        tags,
        summary:
          'The sealed report as a PDF: readings, extras, damage, photos (a return beside the pickup), signatures',
        description:
          'In the booking’s language for its customer, else the browser’s. 409 handover_not_sealed until both ' +
          'parties signed.',
        params: HandoverParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const { id, phase } = request.params;
      const access = await side.access(request, reply, id);
      if (!access) return sendError(reply, request, 404, 'booking_not_found');
      const language = access.language ?? preferredLanguage(request.headers['accept-language']);
      const report = await reportPdfs.render(id, phase, language);
      if (report.status !== 'sealed')
        return report.status === 'not_found'
          ? sendError(reply, request, 404, 'booking_not_found')
          : sendError(reply, request, 409, 'handover_not_sealed');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${report.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(report.pdf);
    },
  );

  if (!options.writes) return;

  app.put(
    `${side.prefix}/photos/:slot`,
    {
      schema: {
        tags,
        summary: `Take the photo of a slot (multipart field \`photo\`: JPEG, PNG or WebP, at most ${HANDOVER_LIMITS.photoBytesMax / 1024 / 1024} MB)`,
        description:
          'Kept re-encoded as WebP without metadata, at most 2560 px a side, under its SHA-256; the same photo sent ' +
          'again is recorded once. Answers the report.',
        consumes: ['multipart/form-data'],
        params: HandoverSlotParamsSchema,
        response: { 200: HandoverReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, phase, slot } = request.params;
      const actor = await actorOf(request, reply, id);
      if (!actor) return reply;
      const prepared = await preparedUpload(request, reply, actor, {
        field: 'photo',
        maxBytes: HANDOVER_LIMITS.photoBytesMax,
        tooLarge: 'handover_photo_too_large',
        missing: 'photo_missing',
        prepare: (file) => prepareHandoverPhoto(id, phase, file),
      });
      if (!prepared) return reply;
      const { object: photo } = prepared;
      const { body: _body, ...kept } = photo;
      await keepThenRun(id, photo, {
        type: 'AddHandoverPhoto',
        data: { phase, actor, slot, ...kept },
        metadata: now(),
      });
      return answerReport(reply, request, id, phase);
    },
  );

  app.put(
    `${side.prefix}/readings`,
    {
      schema: {
        tags,
        summary: 'The odometer (km) and the fuel or charge (%)',
        params: HandoverParamsSchema,
        body: HandoverReadingsRequestSchema,
        response: { 200: HandoverReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, phase } = request.params;
      const actor = await actorOf(request, reply, id);
      if (!actor) return reply;
      await runHandoverCommand(store, id, {
        type: 'RecordHandoverReadings',
        data: { phase, actor, ...request.body },
        metadata: now(),
      });
      return answerReport(reply, request, id, phase);
    },
  );

  app.post(
    `${side.prefix}/damages`,
    {
      schema: {
        tags,
        summary:
          'Note damage on the photo of a `damage-{n}` slot (taken first); noted again, its note is replaced',
        params: HandoverParamsSchema,
        body: HandoverDamageRequestSchema,
        response: { 200: HandoverReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, phase } = request.params;
      const actor = await actorOf(request, reply, id);
      if (!actor) return reply;
      await runHandoverCommand(store, id, {
        type: 'NoteHandoverDamage',
        data: { phase, actor, damageId: request.body.slot, note: request.body.note },
        metadata: now(),
      });
      return answerReport(reply, request, id, phase);
    },
  );

  app.post(
    `${side.prefix}/signature`,
    {
      schema: {
        tags,
        summary: options.owner
          ? 'Sign the report as it stands (multipart field `signature`, PNG); `?party=customer` signs for the customer on this phone with their one-time code (field `code`)'
          : 'Sign the report as it stands (multipart field `signature`, PNG), as the customer',
        description:
          'Signs the report’s current content; anything added after makes the signature stale. The report is sealed ' +
          'when both parties signed its current content; the sealed pickup report hands the car over (deposit ' +
          'held or waived, else 422 deposit_not_secured).',
        consumes: ['multipart/form-data'],
        params: HandoverParamsSchema,
        querystring: HandoverSignatureQuerySchema,
        response: { 200: HandoverReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, phase } = request.params;
      const actor = await actorOf(request, reply, id);
      if (!actor) return reply;
      const party = request.query.party ?? actor.party;
      const prepared = await preparedUpload(request, reply, actor, {
        field: 'signature',
        maxBytes: HANDOVER_LIMITS.signatureBytesMax,
        tooLarge: 'signature_refused',
        missing: 'signature_missing',
        prepare: (file) => prepareHandoverSignature(id, phase, file),
      });
      if (!prepared) return reply;
      const { object: signature, fields } = prepared;
      await keepThenRun(id, signature, {
        type: 'SignHandover',
        data: {
          phase,
          actor,
          party,
          code: fields.code?.trim() ? pepper(fields.code.trim()) : null,
          signatureKey: signature.objectKey,
          signatureSha256: signature.sha256,
        },
        metadata: now(),
      });
      return answerReport(reply, request, id, phase);
    },
  );

  // The customer's phone shows the code; typed on the owner's phone, it proves the customer is there (decision 89).
  if (options.owner || !options.writes) return;

  app.post(
    `${side.prefix}/signing-code`,
    {
      schema: {
        tags,
        summary: `A one-time code the customer gives the owner to sign on the owner's phone: ${HANDOVER_LIMITS.signingCodeDigits} digits, valid ${HANDOVER_LIMITS.signingCodeMinutes} minutes, 5 tries; shown once`,
        params: HandoverParamsSchema,
        response: { 200: HandoverSigningCodeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, phase } = request.params;
      const actor = await actorOf(request, reply, id);
      if (!actor) return reply;
      const code = String(randomInt(0, 10 ** HANDOVER_LIMITS.signingCodeDigits)).padStart(
        HANDOVER_LIMITS.signingCodeDigits,
        '0',
      );
      await runHandoverCommand(store, id, {
        type: 'IssueHandoverSigningCode',
        data: { phase, actor, code: pepper(code) },
        metadata: now(),
      });
      const expiresAt = (await reportOf(id, phase)).code?.expiresAt;
      if (!expiresAt) return sendError(reply, request, 404, 'booking_not_found');
      void reply.header('cache-control', 'no-store');
      return { code, expiresAt };
    },
  );
}
