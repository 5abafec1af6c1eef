import type { FastifyRequest } from 'fastify';
import type { ApiMessageCode } from '../../messages/api-messages.ts';

const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT']);

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
  if (!request.isMultipart()) return { refused: { status: 415, code: missing } };
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField) file = bytes;
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (TOO_LARGE.has(code)) return { refused: { status: 413, code: tooLarge } };
    return { refused: { status: 400, code: missing } };
  }
  return file ? { file, fields } : { refused: { status: 400, code: missing } };
}
