import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP written as it goes: each file is compressed (or stored, for photos and PDFs that are compressed already) and
 * sent on before the next one is read, waiting while the client is slower, so an archive of many photos never sits
 * whole in memory.
 */
export function createZipWriter(mtime: Date) {
  const stream = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      stream.destroy(error);
      return;
    }
    stream.write(chunk);
    if (final) stream.end();
  });
  return {
    stream,
    async add(name: string, bytes: Uint8Array, compress: boolean) {
      if (stream.destroyed) throw new Error('the download was abandoned');
      const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      file.mtime = mtime;
      zip.add(file);
      file.push(bytes, true);
      if (stream.writableNeedDrain) await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
    },
    end() {
      zip.end();
    },
    fail(error: Error) {
      zip.terminate();
      stream.destroy(error);
    },
  };
}
export type ZipWriter = ReturnType<typeof createZipWriter>;
