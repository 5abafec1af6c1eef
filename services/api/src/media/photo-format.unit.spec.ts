import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectPhotoType, isAnimatedPng, isPixelsOnlyWebp } from './photo-format.ts';
import { animatedPng, animatedWebp, gif, solidPng, SVG } from './testing/photo-samples.ts';

const plainWebp = () =>
  sharp({ create: { width: 20, height: 10, channels: 3, background: '#336699' } })
    .webp()
    .toBuffer();

describe('photo formats', () => {
  it('tells JPEG, PNG and WebP by their first bytes, and nothing else', async () => {
    expect(
      detectPhotoType(
        await sharp(await solidPng(4, 4, '#000'))
          .jpeg()
          .toBuffer(),
      ),
    ).toBe('jpg');
    expect(detectPhotoType(await solidPng(4, 4, '#000'))).toBe('png');
    expect(detectPhotoType(await plainWebp())).toBe('webp');
    for (const other of [await gif(), SVG, Buffer.from('RIFF'), Buffer.alloc(0)])
      expect(detectPhotoType(other)).toBeNull();
  });

  it('finds the animation chunk of an APNG', async () => {
    expect(isAnimatedPng(await animatedPng())).toBe(true);
    expect(isAnimatedPng(await solidPng(4, 4, '#000'))).toBe(false);
  });

  it('accepts as pixels only a WebP with image chunks and not a byte more', async () => {
    const plain = await plainWebp();
    expect(isPixelsOnlyWebp(plain)).toBe(true);
    const alpha = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#33669980' } })
      .webp()
      .toBuffer();
    expect(isPixelsOnlyWebp(alpha)).toBe(true);
    const withExif = await sharp(plain)
      .withExif({ IFD0: { Artist: 'Someone' } })
      .webp()
      .toBuffer();
    const withIcc = await sharp(plain).withIccProfile('p3').webp().toBuffer();
    const appended = Buffer.concat([plain, Buffer.from('<script>alert(1)</script>')]);
    for (const file of [
      withExif,
      withIcc,
      await animatedWebp(),
      appended,
      plain.subarray(0, plain.length - 1),
    ])
      expect(isPixelsOnlyWebp(file)).toBe(false);
  });
});
