import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

const RENDER_TIMEOUT_MS = 5000;

/**
 * The markup of a tree once everything in it has loaded (lazy pages included), as one string. Any error, even
 * one React could recover from in the browser, rejects: the caller then sends the page the browser draws itself.
 */
export function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const collect = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const timeout = setTimeout(
      () => stream.abort(new Error('The page took too long to render')),
      RENDER_TIMEOUT_MS,
    );
    const stream = renderToPipeableStream(element, {
      // Every boundary inline: React would otherwise send a large one after its fallback with an inline script to
      // swap them, which the CSP (no inline script) refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        clearTimeout(timeout);
        stream.pipe(collect);
      },
      onShellError(error) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error) {
        clearTimeout(timeout);
        reject(error);
      },
    });
  });
}
