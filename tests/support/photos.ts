/**
 * Photos as a phone hands them over, made with sharp: noisy enough that JPEG cannot squeeze them
 * (a real scene's grain), so a few megapixels weigh megabytes.
 */
import sharp from 'sharp';

/** Pixels of coloured noise over a gradient: detail everywhere, as in a photo of a crowd or foliage. */
function noisyPixels(width: number, height: number, channels: 3 | 4): Buffer {
  const pixels = Buffer.alloc(width * height * channels);
  let seed = 12345;
  for (let index = 0; index < pixels.length; index += 1) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const channel = index % channels;
    pixels[index] = channel === 3 ? 200 : ((seed >>> 16) & 0x7f) + ((index / channels / width) % 128);
  }
  return pixels;
}

/** A JPEG of `width` × `height` taken with the phone turned (EXIF orientation 6: shown rotated a quarter turn). */
export function phoneJpeg(width: number, height: number, options: { orientation?: number } = {}): Promise<Buffer> {
  const image = sharp(noisyPixels(width, height, 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 });
  return (options.orientation ? image.withMetadata({ orientation: options.orientation }) : image).toBuffer();
}

/** A PNG with transparency (a logo or screenshot), as big as its noise makes it. */
export function transparentPng(width: number, height: number): Promise<Buffer> {
  return sharp(noisyPixels(width, height, 4), { raw: { width, height, channels: 4 } }).png().toBuffer();
}
