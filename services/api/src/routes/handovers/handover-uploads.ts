import type { FastifyRequest } from 'fastify';
import { filesNamed, readMultipart } from '../../media/read-multipart.ts';
import type { ApiMessageCode } from '../../messages/api-messages.ts';

export type Upload =
  | { file: Buffer; fields: Record<string, string> }
  | { refused: { status: 400 | 413 | 415; code: ApiMessageCode } };

/**
 * One file as multipart/form-data (field `fileField`), as the owner photos are sent, with the text fields beside it;
 * cut off past `maxBytes`. A body that is not well-formed multipart is refused like a missing file.
 */
export async function readUpload(
  request: FastifyRequest,
  fileField: string,
  maxBytes: number,
  tooLarge: ApiMessageCode,
  missing: ApiMessageCode,
): Promise<Upload> {
  const form = await readMultipart(request, { fileBytes: maxBytes, files: 1, fields: 5 });
  if ('refused' in form) {
    if (form.refused === 'not_multipart') return { refused: { status: 415, code: missing } };
    if (form.refused === 'too_large') return { refused: { status: 413, code: tooLarge } };
    return { refused: { status: 400, code: missing } };
  }
  const [file] = filesNamed(form, fileField);
  return file ? { file, fields: form.fields } : { refused: { status: 400, code: missing } };
}
