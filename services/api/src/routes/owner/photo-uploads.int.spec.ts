import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ownerPhotosStreamName, type OwnerPhotosEvent } from '@grandtour/commands';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { OwnerCarSchema, PHOTO_WIDTHS, photoVariantUrl, type PhotoWidth } from '@grandtour/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/test-browser.ts';
import { newBrowser, newCarBody, registerAccount } from '../../testing/owner-fixtures.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';
import { isPixelsOnlyWebp } from '../../media/photo-format.ts';
import {
  animatedPng,
  animatedWebp,
  gif,
  GPS_LATITUDE,
  jpegHtmlZipPolyglot,
  jpegWithGps,
  noiseJpeg,
  pngBomb,
  pngDeclaring,
  SCRIPT,
  solidPng,
  SVG,
  tinyPhoto,
  truncatedJpeg,
  XMP_MARKER,
} from '../../media/testing/photo-samples.ts';
import { multipart } from '../../media/testing/multipart.ts';

const QUOTA_MB = 2;
const UPLOADS_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

for (const kind of testDatabaseKinds()) {
  describe(`owners' photos on ${kind}`, () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'grandtour-photos-'));
    let clockOffsetMs = 0;
    const photosDir = () => join(dataDir, 'media', 'photos');
    const context = useTestRuntime(
      kind,
      { background: false, clock: () => new Date(Date.now() + clockOffsetMs) },
      {
        DATA_DIR: dataDir,
        SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
        OWNER_PHOTO_QUOTA_MB: String(QUOTA_MB),
        OWNER_PHOTO_UPLOADS_PER_HOUR: String(UPLOADS_PER_HOUR),
      },
    );

    const newOwner = () => registerAccount(context.runtime.app, 'owner');
    const upload = (visit: TestBrowser, bytes: Buffer, filename: string, type: string, language = 'fr') => {
      const { payload, headers } = multipart(bytes, filename, type);
      return visit('POST', '/api/owner/photos', payload, { ...headers, 'accept-language': language });
    };
    const ownerEvents = async (ownerId: string) =>
      (await context.runtime.store.readStream<OwnerPhotosEvent>(ownerPhotosStreamName(ownerId))).events;
    const storedPath = (url: string) => join(photosDir(), url.slice('/media/photos/'.length));
    const variantPath = (url: string, width: PhotoWidth) =>
      join(photosDir(), 'variants', photoVariantUrl(url, width)!.slice('/media/photos/'.length));
    const get = (url: string) => newBrowser(context.runtime.app)('GET', url);

    /** The upload is refused with that status and code, and no file and no event is written. */
    async function expectRefused(
      owner: { visit: TestBrowser; userId: string },
      [bytes, filename, type]: [Buffer, string, string],
      status: number,
      code: string,
      language?: string,
    ) {
      const files = filesUnder(photosDir());
      const events = (await ownerEvents(owner.userId)).length;
      const response = await upload(owner.visit, bytes, filename, type, language);
      expect(response.statusCode, `${filename}: ${response.body}`).toBe(status);
      expect(response.json().error, filename).toBe(code);
      expect(filesUnder(photosDir()), filename).toEqual(files);
      expect((await ownerEvents(owner.userId)).length, filename).toBe(events);
      return response.json() as { error: string; message: string; details?: unknown };
    }

    it('refuses a PNG declaring 65535 × 65535 pixels and decompression bombs, in the owner’s language', async () => {
      const owner = await newOwner();
      const declared = await expectRefused(
        owner,
        [pngDeclaring(65535, 65535), 'huge.png', 'image/png'],
        422,
        'photo_dimensions_refused',
        'en',
      );
      expect(declared.message).toBe('Photo too big: at most 8,000 pixels a side and 40 megapixels.');
      expect(declared.details).toEqual({ width: 65535, height: 65535 });
      const german = await expectRefused(
        owner,
        [pngDeclaring(8001, 10), 'wide.png', 'image/png'],
        422,
        'photo_dimensions_refused',
        'de',
      );
      expect(german.message).toBe('Foto zu groß: höchstens 8.000 Pixel pro Seite und 40 Megapixel.');
      // 7000 × 7000 black pixels: 49 megapixels in a file of a few tens of kilobytes.
      const bomb = pngBomb(7000);
      expect(bomb.length).toBeLessThan(200_000);
      await expectRefused(owner, [bomb, 'bomb.png', 'image/png'], 422, 'photo_dimensions_refused');
    });

    it('refuses a truncated JPEG, animated images and files whose bytes are not what their name says', async () => {
      const owner = await newOwner();
      await expectRefused(owner, [await truncatedJpeg(), 'cut.jpg', 'image/jpeg'], 422, 'photo_damaged');
      await expectRefused(
        owner,
        [
          Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(64, 7)]),
          'x.jpg',
          'image/jpeg',
        ],
        422,
        'photo_damaged',
      );
      await expectRefused(owner, [await gif(), 'photo.png', 'image/png'], 415, 'photo_type_refused');
      await expectRefused(owner, [SVG, 'photo.png', 'image/png'], 415, 'photo_type_refused');
      const svgAfterSignature = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), SVG]);
      await expectRefused(owner, [svgAfterSignature, 'photo.png', 'image/png'], 422, 'photo_damaged');
      await expectRefused(owner, [await animatedWebp(), 'anim.webp', 'image/webp'], 422, 'photo_animated');
      await expectRefused(owner, [await animatedPng(), 'anim.png', 'image/png'], 422, 'photo_animated');
    });

    it('keeps a camera JPEG upright as WebP with no EXIF, GPS, XMP or ICC profile, named by its bytes', async () => {
      const owner = await newOwner();
      const original = await jpegWithGps();
      const before = await sharp(original).metadata();
      expect([before.width, before.height, before.orientation]).toEqual([600, 400, 6]);
      expect(before.exif?.toString('latin1')).toContain('Canon');
      expect(before.xmp?.toString()).toContain(XMP_MARKER);
      expect(before.icc).toBeDefined();

      const response = await upload(owner.visit, original, 'IMG_0001.JPG', 'image/jpeg');
      expect(response.statusCode, response.body).toBe(201);
      const { url } = response.json() as { url: string };
      expect(url).toMatch(/^\/media\/photos\/[0-9a-f]{64}\.webp$/);
      const stored = readFileSync(storedPath(url));
      expect(url).toBe(`/media/photos/${sha256(stored)}.webp`);
      const after = await sharp(stored).metadata();
      expect(after).toMatchObject({ format: 'webp', width: 400, height: 600 });
      for (const block of ['exif', 'xmp', 'icc', 'iptc', 'orientation', 'comments'] as const)
        expect(after[block], block).toBeUndefined();
      expect(isPixelsOnlyWebp(stored)).toBe(true);
      for (const secret of ['Canon', 'Secret Owner', XMP_MARKER, GPS_LATITUDE, 'Exif'])
        expect(stored.includes(secret), secret).toBe(false);

      const served = await get(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(stored)).toBe(true);
      expect(await ownerEvents(owner.userId)).toEqual([
        expect.objectContaining({ type: 'OwnerPhotoUploaded', data: expect.objectContaining({ url }) }),
      ]);
    });

    it('converts colours from the photo’s ICC profile to sRGB before dropping the profile', async () => {
      const owner = await newOwner();
      // sRGB (200, 100, 50) stored as Display P3 values, with the P3 profile that says so.
      const p3 = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c86432' } })
        .withIccProfile('p3')
        .png()
        .toBuffer();
      const response = await upload(owner.visit, p3, 'p3.png', 'image/png');
      expect(response.statusCode, response.body).toBe(201);
      const stored = readFileSync(storedPath(response.json().url));
      const pixel = [...(await sharp(stored).raw().toBuffer()).subarray(0, 3)];
      expect((await sharp(stored).metadata()).icc).toBeUndefined();
      [200, 100, 50].forEach((channel, index) => expect(Math.abs(pixel[index]! - channel)).toBeLessThan(5));
    });

    it('keeps nothing of a JPEG + HTML + zip polyglot but its picture', async () => {
      const owner = await newOwner();
      const polyglot = await jpegHtmlZipPolyglot();
      expect(polyglot.includes('<script>')).toBe(true);
      const response = await upload(owner.visit, polyglot, 'page.html', 'text/html');
      expect(response.statusCode, response.body).toBe(201);
      const stored = readFileSync(storedPath(response.json().url));
      for (const payload of [SCRIPT, '<script', 'alert', 'PK\u0003\u0004', 'payload.js'])
        expect(stored.includes(payload), payload).toBe(false);
      expect(isPixelsOnlyWebp(stored)).toBe(true);
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 320, height: 200 });
    });

    it('serves variants 400, 800 and 1600 px wide, never wider than the photo, with long cache headers', async () => {
      const owner = await newOwner();
      const cases = [
        { size: [3000, 1500], stored: [2400, 1200], widths: [400, 800, 1600] },
        { size: [600, 300], stored: [600, 300], widths: [400, 600, 600] },
      ];
      for (const { size, stored, widths } of cases) {
        const response = await upload(
          owner.visit,
          await solidPng(size[0]!, size[1]!, '#2f3338'),
          'car.png',
          'image/png',
        );
        expect(response.statusCode, response.body).toBe(201);
        const url: string = response.json().url;
        const main = await sharp(readFileSync(storedPath(url))).metadata();
        expect([main.width, main.height]).toEqual(stored);
        for (const [index, width] of PHOTO_WIDTHS.entries()) {
          const variantUrl = photoVariantUrl(url, width)!;
          expect(variantUrl).toBe(url.replace('.webp', `-${width}.webp`));
          const served = await get(variantUrl);
          expect(served.statusCode, variantUrl).toBe(200);
          expect(served.headers['content-type']).toBe('image/webp');
          expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          const variant = await sharp(served.rawPayload).metadata();
          expect(variant.width, variantUrl).toBe(widths[index]);
          expect(variant.height).toBe(Math.round((widths[index]! * stored[1]!) / stored[0]!));
          expect(variant.exif).toBeUndefined();
        }
      }
      for (const url of [
        `/media/photos/${'a'.repeat(64)}-400.webp`,
        `/media/photos/${'b'.repeat(64)}-500.webp`,
      ])
        expect((await get(url)).statusCode, url).toBe(404);
    });

    it('makes a missing variant once for requests arriving together, and the same bytes every time', async () => {
      const owner = await newOwner();
      const response = await upload(owner.visit, await noiseJpeg(1000, 700), 'car.jpg', 'image/jpeg');
      const url: string = response.json().url;
      const variantUrl = photoVariantUrl(url, 800)!;
      const atUpload = readFileSync(variantPath(url, 800));
      rmSync(variantPath(url, 800));
      const served = await Promise.all(Array.from({ length: 6 }, () => get(variantUrl)));
      for (const answer of served) {
        expect(answer.statusCode).toBe(200);
        expect(answer.rawPayload.equals(atUpload)).toBe(true);
      }
      expect(readFileSync(variantPath(url, 800)).equals(atUpload)).toBe(true);
      expect(filesUnder(photosDir()).filter((file) => file.endsWith('.part'))).toEqual([]);
    });

    it('serves photos stored as uploaded before this change through clean copies, at their old address', async () => {
      mkdirSync(photosDir(), { recursive: true });
      const keepAsBefore = (bytes: Buffer, extension: string) => {
        const file = `${sha256(bytes)}.${extension}`;
        writeFileSync(join(photosDir(), file), bytes);
        return `/media/photos/${file}`;
      };
      const legacyJpeg = keepAsBefore(await jpegWithGps(), 'jpg');
      const served = await get(legacyJpeg);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const copy = await sharp(served.rawPayload).metadata();
      expect(copy).toMatchObject({ format: 'jpeg', width: 400, height: 600 });
      expect([copy.exif, copy.xmp, copy.icc]).toEqual([undefined, undefined, undefined]);
      expect(served.rawPayload.includes('Canon')).toBe(false);
      const variant = await get(photoVariantUrl(legacyJpeg, 400)!);
      expect(variant.statusCode).toBe(200);
      expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400 });

      const legacyPolyglot = keepAsBefore(await jpegHtmlZipPolyglot(), 'jpg');
      expect((await get(legacyPolyglot)).rawPayload.includes('<script')).toBe(false);
      const webpWithExif = await sharp({
        create: { width: 40, height: 30, channels: 3, background: '#123456' },
      })
        .withExif({ IFD0: { Artist: 'Secret Owner' } })
        .webp()
        .toBuffer();
      expect(webpWithExif.includes('Secret Owner')).toBe(true);
      const legacyWebp = keepAsBefore(webpWithExif, 'webp');
      expect((await get(legacyWebp)).rawPayload.includes('Secret Owner')).toBe(false);
      const cleanWebp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#654321' } })
        .webp()
        .toBuffer();
      expect((await get(keepAsBefore(cleanWebp, 'webp'))).rawPayload.equals(cleanWebp)).toBe(true);

      const legacyBomb = keepAsBefore(pngDeclaring(65535, 65535), 'png');
      expect((await get(legacyBomb)).statusCode).toBe(404);
      expect((await get(photoVariantUrl(legacyBomb, 400)!)).statusCode).toBe(404);
    });

    it('caps a car at 12 photos when it is published and when it is changed', async () => {
      const owner = await newOwner();
      const { url } = (await upload(owner.visit, await tinyPhoto(1), 'a.png', 'image/png')).json();
      const thirteen = Array.from({ length: 13 }, () => url as string);
      const refused = await owner.visit('POST', '/api/owner/cars', newCarBody({ images: thirteen }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual([expect.objectContaining({ field: 'body.images' })]);
      const created = await owner.visit('POST', '/api/owner/cars', newCarBody({ images: thirteen.slice(1) }));
      expect(created.statusCode, created.body).toBe(201);
      const car = OwnerCarSchema.parse(created.json());
      expect(car.images).toHaveLength(12);
      const changed = await owner.visit('PUT', `/api/owner/cars/${car.id}`, { images: thirteen });
      expect(changed.statusCode).toBe(400);
      expect((await owner.visit('GET', `/api/owner/cars/${car.id}`)).json().images).toHaveLength(12);
    });

    it('refuses uploads past the owner’s quota, also when they arrive together, and writes nothing for them', async () => {
      const owner = await newOwner();
      const photos = await Promise.all(Array.from({ length: 12 }, () => noiseJpeg(700, 500)));
      const filesBefore = filesUnder(photosDir());
      const answers = await Promise.all(
        photos.map((bytes) => upload(owner.visit, bytes, 'car.jpg', 'image/jpeg')),
      );
      const accepted = answers.filter((answer) => answer.statusCode === 201);
      const refused = answers.filter((answer) => answer.statusCode !== 201);
      expect(accepted.length).toBeGreaterThan(0);
      expect(refused.length).toBeGreaterThan(0);
      const quotaBytes = QUOTA_MB * 1024 * 1024;
      for (const answer of refused) {
        expect(answer.statusCode, answer.body).toBe(422);
        expect(answer.json()).toMatchObject({ error: 'photo_quota_exceeded', details: { quotaBytes } });
      }
      const uploads = (await ownerEvents(owner.userId)).filter(
        (event) => event.type === 'OwnerPhotoUploaded',
      );
      expect(uploads).toHaveLength(accepted.length);
      const used = uploads.reduce((sum, event) => sum + event.data.bytes, 0);
      expect(used).toBeLessThanOrEqual(quotaBytes);
      // What is counted is what is stored: each accepted photo with its three variants, nothing of the others.
      const storedBytes = accepted.reduce((sum, answer) => {
        const url: string = answer.json().url;
        const files = [storedPath(url), ...PHOTO_WIDTHS.map((width) => variantPath(url, width))];
        return sum + files.reduce((total, file) => total + readFileSync(file).length, 0);
      }, 0);
      expect(storedBytes).toBe(used);
      // Each accepted photo left its four files; the refused ones left none.
      const added = filesUnder(photosDir()).filter((file) => !filesBefore.includes(file));
      expect(added).toHaveLength(accepted.length * 4);
    });

    it('allows an owner so many uploads an hour, refused ones included, then answers 429 with Retry-After until the hour has passed', async () => {
      const owner = await newOwner();
      // Refused uploads count too: a damaged file costs as much to decode as a good one.
      const damaged = await truncatedJpeg();
      for (let attempt = 0; attempt < UPLOADS_PER_HOUR; attempt++) {
        const answer =
          attempt % 4 === 0
            ? await upload(owner.visit, damaged, 'cut.jpg', 'image/jpeg')
            : await upload(owner.visit, await tinyPhoto(1000 + attempt), 'a.png', 'image/png');
        expect(answer.statusCode, answer.body).toBe(attempt % 4 === 0 ? 422 : 201);
      }
      const refused = await expectRefused(
        owner,
        [await tinyPhoto(5000), 'a.png', 'image/png'],
        429,
        'photo_upload_rate_limited',
        'es',
      );
      expect(refused.message).toBe(
        'Demasiadas fotos enviadas en una hora: vuelva a intentarlo un poco más tarde.',
      );
      const again = await upload(owner.visit, await tinyPhoto(5001), 'a.png', 'image/png');
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
      // Another owner is not held back.
      const other = await newOwner();
      expect((await upload(other.visit, await tinyPhoto(5002), 'a.png', 'image/png')).statusCode).toBe(201);
      clockOffsetMs += HOUR_MS;
      expect((await upload(owner.visit, await tinyPhoto(5003), 'a.png', 'image/png')).statusCode).toBe(201);
    });

    it('stops counting a photo no listed car shows after a day, and deletes it unless something shows it', async () => {
      const [owner, other] = [await newOwner(), await newOwner()];
      const uploadOne = async (who: typeof owner, seed: number) => {
        const answer = await upload(who.visit, await tinyPhoto(seed), 'a.png', 'image/png');
        expect(answer.statusCode, answer.body).toBe(201);
        return answer.json().url as string;
      };
      const shown = await uploadOne(owner, 7001);
      const unused = await uploadOne(owner, 7002);
      const alsoOnAnotherCar = await uploadOne(owner, 7003);
      const uploadedAgainByAnother = await uploadOne(owner, 7004);
      expect((await owner.visit('POST', '/api/owner/cars', newCarBody({ images: [shown] }))).statusCode).toBe(
        201,
      );
      // The same pictures, sent by another owner: one shown on their car, one only uploaded, later.
      expect(await uploadOne(other, 7003)).toBe(alsoOnAnotherCar);
      const theirCar = newCarBody({ images: [alsoOnAnotherCar] });
      expect((await other.visit('POST', '/api/owner/cars', theirCar)).statusCode).toBe(201);

      clockOffsetMs += 23 * HOUR_MS;
      expect(await uploadOne(other, 7004)).toBe(uploadedAgainByAnother);
      await uploadOne(owner, 7005);
      expect(existsSync(storedPath(unused))).toBe(true);

      clockOffsetMs += 2 * HOUR_MS;
      await uploadOne(owner, 7006);
      const released = (await ownerEvents(owner.userId)).filter(
        (event) => event.type === 'OwnerPhotosReleased',
      );
      expect(released.map((event) => [...event.data.urls].sort())).toEqual([
        [unused, alsoOnAnotherCar, uploadedAgainByAnother].sort(),
      ]);
      // Nothing shows it and nobody sent it again: gone, with its variants.
      expect((await get(unused)).statusCode).toBe(404);
      expect((await get(photoVariantUrl(unused, 400)!)).statusCode).toBe(404);
      expect(existsSync(variantPath(unused, 1600))).toBe(false);
      // Shown on the owner's car, on another owner's car, or just uploaded again by another owner: kept.
      for (const url of [shown, alsoOnAnotherCar, uploadedAgainByAnother])
        expect((await get(url)).statusCode, url).toBe(200);
    });
  });
}
