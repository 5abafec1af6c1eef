import { inflateSync } from 'node:zlib';

/** What a PDF must be to be kept: a real PDF (header, end of file, a cross-reference where it says), without active parts. */
export type PdfVerdict = 'pdf' | 'not_pdf' | 'damaged' | 'active_content';

const HEADER = /^%PDF-(1\.[0-7]|2\.0)/;
const TAIL_BYTES = 1024;
/** What the compressed streams of one document may inflate to, in all, before it is refused as a bomb. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
const STREAM = /stream\r?\n/g;
// Scripts, launch actions, attachments, rich media and XFA forms have no place in a scan of a licence.
const ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|AA|SubmitForm|ImportData)\b/;

/**
 * A structural check without a PDF library: the `%PDF-` header at the first byte, `%%EOF` at the end, and
 * `startxref` pointing at a cross-reference table (`xref`) or stream (`n 0 obj`) inside the file. Names of active
 * content are refused wherever they appear, in the clear or in a Flate-compressed stream (decision 84).
 */
export function checkPdf(bytes: Buffer): PdfVerdict {
  if (!HEADER.test(bytes.toString('latin1', 0, 8))) return 'not_pdf';
  const tail = bytes.toString('latin1', Math.max(0, bytes.length - TAIL_BYTES));
  const end = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!end) return 'damaged';
  const offset = Number(end[1]);
  if (!Number.isSafeInteger(offset) || offset < 8 || offset >= bytes.length) return 'damaged';
  const at = bytes.toString('latin1', offset, offset + 32);
  if (!/^(xref\b|\d+\s+\d+\s+obj\b)/.test(at)) return 'damaged';
  if (ACTIVE.test(bytes.toString('latin1'))) return 'active_content';
  return activeInStreams(bytes);
}

/**
 * The same names looked for inside compressed streams (object streams can hold the catalog's actions): each
 * Flate stream is inflated within a budget; one that does not inflate is left as it is (an image, another filter).
 */
function activeInStreams(bytes: Buffer): PdfVerdict {
  const text = bytes.toString('latin1');
  let budget = MAX_INFLATED_BYTES;
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return 'damaged';
    let inflated: Buffer;
    try {
      inflated = inflateSync(bytes.subarray(start, end), { maxOutputLength: budget });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'damaged';
      continue;
    }
    budget -= inflated.length;
    if (ACTIVE.test(inflated.toString('latin1'))) return 'active_content';
  }
  return 'pdf';
}
