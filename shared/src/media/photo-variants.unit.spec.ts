import { describe, expect, it } from 'vitest';
import { photoSrcSet, photoVariantUrl } from './photo-variants.ts';

const hash = 'ab'.repeat(32);

describe('photo variants', () => {
  it('names the WebP variants of an uploaded photo, whatever its own format', () => {
    expect(photoVariantUrl(`/media/photos/${hash}.webp`, 400)).toBe(`/media/photos/${hash}-400.webp`);
    expect(photoVariantUrl(`/media/photos/${hash}.jpg`, 1600)).toBe(`/media/photos/${hash}-1600.webp`);
    expect(photoSrcSet(`/media/photos/${hash}.png`)).toBe(
      `/media/photos/${hash}-400.webp 400w, /media/photos/${hash}-800.webp 800w, /media/photos/${hash}-1600.webp 1600w`,
    );
  });

  it('gives our drawn artwork and anything else no variants', () => {
    for (const url of [
      '/media/cars/ferrari-roma/a7b4c2/side.svg',
      '/media/fallback-car.svg',
      'https://x.test/a.jpg',
    ]) {
      expect(photoVariantUrl(url, 400)).toBeNull();
      expect(photoSrcSet(url)).toBeUndefined();
    }
    expect(photoSrcSet(undefined)).toBeUndefined();
  });
});
