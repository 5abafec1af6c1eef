import type { FastifyRequest } from 'fastify';

/** What busboy throws when a limit is passed: the body is too large, not malformed. */
const LIMIT_CODES = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
]);
const MAX_FIELD_BYTES = 16 * 1024;

export interface MultipartLimits {
  /** The largest file accepted, in bytes. */
  fileBytes: number;
  files: number;
  fields: number;
}

export interface MultipartForm {
  /** Text fields by name (the last one of a name wins). */
  fields: Record<string, string>;
  /** The files in the order sent, each with its field's name. */
  files: { field: string; bytes: Buffer }[];
}

/** Why a form was not read: not multipart at all (415), past a limit (413), or not well-formed (400). */
export type MultipartRefusal = 'not_multipart' | 'too_large' | 'malformed';

/**
 * A multipart/form-data body read whole within its limits (every upload of the API goes through here), or why not.
 * The callers turn a refusal into their own localized error.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<MultipartForm | { refused: MultipartRefusal }> {
  if (!request.isMultipart()) return { refused: 'not_multipart' };
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.fileBytes,
        files: limits.files,
        fields: limits.fields,
        parts: limits.files + limits.fields,
        fieldSize: MAX_FIELD_BYTES,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') form.files.push({ field: part.fieldname, bytes: await part.toBuffer() });
      else if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    return { refused: LIMIT_CODES.has(code) ? 'too_large' : 'malformed' };
  }
  return form;
}

export const filesNamed = (form: MultipartForm, field: string) =>
  form.files.filter((file) => file.field === field).map((file) => file.bytes);

/** The HTTP status of a refusal. */
export const refusalStatus = (refused: MultipartRefusal) =>
  refused === 'not_multipart' ? 415 : refused === 'too_large' ? 413 : 400;
