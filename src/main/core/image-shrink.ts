/**
 * `media:shrink`: a photo bigger than the uploader takes (IMAGE_MAX_BYTES, spec 5's 500 KB), as
 * phones take them, made small enough by main instead of refused: turned upright (EXIF
 * orientation, which the re-encoding would otherwise lose), then re-encoded at lower qualities
 * and, when that is not enough, smaller sizes of the same proportions, until it fits. A JPEG stays
 * a JPEG; a PNG or WebP becomes a WebP (which keeps transparency). The re-encoding also drops the
 * photo's metadata (where and when it was taken). What is not a JPEG, PNG or WebP is refused
 * here, as the server would refuse it.
 */
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '../../shared/constants';
import type { ShrunkImage } from '../../shared/ipc';
import { ApiError } from './api-client';
import type { IpcHandlers } from './ipc-handlers';

/** Longest side tried first: sharper than any screen of the product shows, small enough to encode quickly. */
const FIRST_LONGEST_SIDE = 2048;
/** Below this the picture is no use on a page (the public pages' narrowest image is 320 pixels wide). */
const SMALLEST_LONGEST_SIDE = 320;
/** Each smaller try is this much of the last one's sides. */
const SIZE_STEP = 0.8;
/** Qualities tried at each size, best first; below 50 JPEG and WebP artefacts show. */
const QUALITIES = [82, 72, 62, 52] as const;

const OUTPUT = {
  jpeg: { type: 'image/jpeg', extension: 'jpg' },
  webp: { type: 'image/webp', extension: 'webp' },
} as const;

export const notAnImageError = () =>
  new ApiError({ code: 'unsupportedMedia', message: 'This file is not a JPEG, PNG or WebP image.' });

const cannotShrinkError = () =>
  new ApiError({ code: 'tooLarge', message: `The image cannot be made smaller than ${IMAGE_MAX_BYTES} bytes (500 KB) and stay usable.` });

/** The picked file's name with the new extension (`IMG_2041.HEIC.jpeg` → `IMG_2041.HEIC.jpg`). */
function renamed(fileName: string, extension: string): string {
  const stem = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'image';
  return `${stem}.${extension}`;
}

/** The photo's format as sharp reads its content; null when it is not one the uploader takes. */
async function imageFormatOf(input: Buffer): Promise<'jpeg' | 'png' | 'webp' | null> {
  try {
    const { format } = await sharp(input).metadata();
    return format === 'jpeg' || format === 'png' || format === 'webp' ? format : null;
  } catch {
    return null;
  }
}

/** `input` re-encoded to at most `maxBytes`; refuses what is not an image, or cannot fit. */
export async function shrinkImage(input: Buffer, fileName: string, maxBytes = IMAGE_MAX_BYTES): Promise<ShrunkImage> {
  const format = await imageFormatOf(input);
  if (!format) throw notAnImageError();
  const output = format === 'jpeg' ? OUTPUT.jpeg : OUTPUT.webp;
  // Decoded once, upright and at most the first size tried; every try encodes these pixels.
  const upright = await sharp(input)
    .rotate()
    .resize({ width: FIRST_LONGEST_SIDE, height: FIRST_LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw notAnImageError();
    });
  const { width, height, channels } = upright.info;
  for (let scale = 1; Math.max(width, height) * scale >= SMALLEST_LONGEST_SIDE; scale *= SIZE_STEP) {
    const size = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
    for (const quality of QUALITIES) {
      const pixels = sharp(upright.data, { raw: { width, height, channels } }).resize(size);
      const encoded = await (format === 'jpeg' ? pixels.jpeg({ quality, mozjpeg: true }) : pixels.webp({ quality })).toBuffer();
      if (encoded.length <= maxBytes) {
        return {
          fileName: renamed(fileName, output.extension),
          type: output.type,
          data: encoded.toString('base64'),
          bytes: encoded.length,
          ...size,
          originalBytes: input.length,
        };
      }
    }
  }
  throw cannotShrinkError();
}

export function createImageShrinkHandler(): Pick<IpcHandlers, 'media:shrink'> {
  return {
    'media:shrink': ({ fileName, data }) => shrinkImage(Buffer.from(data, 'base64'), fileName),
  };
}
