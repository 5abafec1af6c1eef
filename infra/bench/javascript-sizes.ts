import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSize {
  file: string;
  gzip: number;
  initial: boolean;
}

/** Gzip size of every JavaScript chunk of a built front end; `initial` marks those index.html loads. */
export function javascriptSizes(distDir: string) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const initial = new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!),
  );
  const chunks: ChunkSize[] = readdirSync(join(distDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file,
      gzip: gzipSync(readFileSync(join(distDir, 'assets', file))).length,
      initial: initial.has(`assets/${file}`),
    }));
  const routeChunk = (prefix: string) =>
    chunks.find((chunk) => !chunk.initial && chunk.file.startsWith(`${prefix}-`))?.gzip ?? null;
  return {
    initialGzip: chunks.filter((chunk) => chunk.initial).reduce((sum, chunk) => sum + chunk.gzip, 0),
    searchRouteGzip: routeChunk('SearchPage'),
    compareRouteGzip: routeChunk('ComparePage'),
    chunks,
  };
}
