/**
 * `media:shrink` (src/main/core/image-shrink.ts): a phone's photo over the 500 KB the uploader
 * takes comes out at most 512000 bytes, upright, in its proportions and its kind (JPEG stays
 * JPEG; PNG becomes WebP, transparency kept); what is not an image, or cannot fit, is refused.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../src/shared/constants';
import { isApiError } from '../../src/main/core/api-client';
import { shrinkImage } from '../../src/main/core/image-shrink';
import { phoneJpeg, transparentPng } from '../support/photos';

// Making and encoding 2400 × 1800 photos is seconds of CPU when the unit lane shares two cores with the type checks.
describe('shrinking a photo', { timeout: 30_000 }, () => {
  it('makes a 2 MB phone JPEG a JPEG of at most 512000 bytes, upright and in its proportions', async () => {
    // Taken with the phone turned: stored 2400 × 1800, shown 1800 × 2400.
    const photo = await phoneJpeg(2400, 1800, { orientation: 6 });
    expect(photo.length).toBeGreaterThan(2_000_000);

    const shrunk = await shrinkImage(photo, 'IMG_2041.JPG');
    expect(shrunk).toMatchObject({ fileName: 'IMG_2041.jpg', type: 'image/jpeg', originalBytes: photo.length });
    const bytes = Buffer.from(shrunk.data, 'base64');
    expect(bytes.length).toBe(shrunk.bytes);
    expect(shrunk.bytes).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    const stored = await sharp(bytes).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: shrunk.width, height: shrunk.height });
    // Upright: taller than wide, 3:4 within a pixel of rounding, and no orientation left to apply.
    expect(shrunk.height).toBeGreaterThan(shrunk.width);
    expect(Math.abs(shrunk.width / shrunk.height - 3 / 4)).toBeLessThan(0.01);
    expect(stored.orientation ?? 1).toBe(1);
  });

  it('makes a big PNG a WebP that keeps its transparency', async () => {
    const png = await transparentPng(1200, 800);
    expect(png.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    const shrunk = await shrinkImage(png, 'logo.png');
    expect(shrunk).toMatchObject({ fileName: 'logo.webp', type: 'image/webp' });
    expect(shrunk.bytes).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    const stored = await sharp(Buffer.from(shrunk.data, 'base64')).metadata();
    expect(stored).toMatchObject({ format: 'webp', hasAlpha: true });
    expect(shrunk.width / shrunk.height).toBeCloseTo(1.5, 2);
  });

  it('refuses what is not a JPEG, PNG or WebP, and what cannot be made small enough', async () => {
    const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (isApiError(error) ? error.code : error));
    expect(await refusal(shrinkImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'drawing.svg'))).toBe('unsupportedMedia');
    expect(await refusal(shrinkImage(Buffer.from('GIF89a not really'), 'a.gif'))).toBe('unsupportedMedia');
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#080' } }).gif().toBuffer();
    expect(await refusal(shrinkImage(gif, 'anim.gif'))).toBe('unsupportedMedia');
    expect(await refusal(shrinkImage(await phoneJpeg(800, 600), 'photo.jpg', 100))).toBe('tooLarge');
  });
});
