import { createHash, randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Real image bytes for the upload tests, made with sharp or written chunk by chunk where no encoder would. */

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

function ihdr(width: number, height: number, colourType = 0) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = colourType; // 0: greyscale, 2: RGB
  return pngChunk('IHDR', header);
}

/** A PNG whose header declares `width` × `height` (65535 × 65535: 4 gigapixels) over a few bytes of data. */
export function pngDeclaring(width: number, height: number): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height, 2),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A decompression bomb: a complete, valid greyscale PNG of `side` × `side` black pixels, a few kB compressed. */
export function pngBomb(side: number): Buffer {
  const rows = Buffer.alloc((side + 1) * side); // each row: filter byte 0, then `side` zeros
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(side, side),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Random pixels: every photo is different and barely compresses (a predictable weight). */
export function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

export const noiseJpeg = (width: number, height: number) =>
  noise(width, height).jpeg({ quality: 90 }).toBuffer();

/** A small photo (16 × 12), the same for the same seed and a different picture for each seed. */
export function tinyPhoto(seed: number): Promise<Buffer> {
  const pixels = Buffer.concat(
    Array.from({ length: 18 }, (_, block) => createHash('sha256').update(`${seed}:${block}`).digest()),
  ).subarray(0, 16 * 12 * 3);
  return sharp(pixels, { raw: { width: 16, height: 12, channels: 3 } })
    .png()
    .toBuffer();
}

export const GPS_LATITUDE = '48/1 51/1 2412/100';
export const XMP_MARKER = 'grandtour-secret-xmp';

/**
 * A camera photo as phones send it: 600 × 400 stored sideways with EXIF orientation 6 (shown 400 × 600), EXIF
 * with the camera and GPS position, an XMP packet and a Display P3 ICC profile.
 */
export function jpegWithGps(): Promise<Buffer> {
  return noise(600, 400)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Canon', Model: 'EOS R5', Artist: 'Secret Owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: GPS_LATITUDE,
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 0/1',
      },
    })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${XMP_MARKER}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`,
    )
    .withIccProfile('p3')
    .jpeg({ quality: 90 })
    .toBuffer();
}

export const SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>';

/**
 * A file that is a JPEG and an HTML page (the page in a comment segment and again after the image's end) and a
 * zip archive (appended, as zip readers look for their directory from the end).
 */
export async function jpegHtmlZipPolyglot(): Promise<Buffer> {
  const jpeg = await noiseJpeg(320, 200);
  const comment = Buffer.from(SCRIPT, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(comment.length + 2, 2);
  const zip = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.from('payload.js alert(1)')]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, comment, jpeg.subarray(2), Buffer.from(SCRIPT), zip]);
}

/** The first 60 % of a JPEG: the header is whole, the image data is cut. */
export async function truncatedJpeg(): Promise<Buffer> {
  const jpeg = await noiseJpeg(800, 600);
  return jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
}

export const gif = () =>
  sharp({ create: { width: 16, height: 16, channels: 4, background: '#c9a227' } })
    .gif()
    .toBuffer();
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>',
);

export async function animatedWebp(): Promise<Buffer> {
  const frames = await Promise.all(['#ff0000', '#00ff00'].map((background) => solidPng(32, 32, background)));
  return sharp(frames, { join: { animated: true } })
    .webp({ loop: 0, delay: [100, 100] })
    .toBuffer();
}

/** An APNG: a PNG with an animation control chunk before its image data (browsers would animate it). */
export async function animatedPng(): Promise<Buffer> {
  const png = await solidPng(32, 32, '#0000ff');
  const afterHeader = PNG_SIGNATURE.length + 25; // signature, then IHDR (12 + 13 bytes)
  const control = Buffer.alloc(8);
  control.writeUInt32BE(2, 0); // frames
  control.writeUInt32BE(0, 4); // loops: for ever
  return Buffer.concat([png.subarray(0, afterHeader), pngChunk('acTL', control), png.subarray(afterHeader)]);
}

export function solidPng(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}
