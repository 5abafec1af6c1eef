import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The encodings an Accept-Encoding header allows (q above 0). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    if (coding && (!q || Number(q.slice(2)) > 0)) accepted.add(coding);
  }
  return accepted;
}

/**
 * Sends a page's HTML compressed as the browser allows. Pages are answered by the not-found handler, which
 * @fastify/compress does not reach (it compresses declared routes only); a rendered page is 150 kB of markup,
 * styles and state before compression.
 */
export function sendCompressedHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  void reply.type('text/html; charset=utf-8');
  const vary = reply.getHeader('vary');
  void reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (accepted.has('br')) {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (accepted.has('gzip')) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
