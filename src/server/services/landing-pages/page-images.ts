/**
 * A page's image, re-encoded for phones: WebP at a few widths (never wider than the source) that
 * the page lists in `srcset` with their width and height, so a donor's phone downloads the size
 * it shows and the layout does not jump. Encoded once when the page is generated, kept in
 * `landing_page_images`, served by the public routes; the page never loads the original upload
 * (nor anything from another host).
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Queryable } from '../../db/database';
import { landingPageImages } from '../../db/schema';
import type { MediaStore } from '../uploads/media-store';

export const PAGE_IMAGE_WIDTHS = [320, 640, 960] as const;
const WEBP_QUALITY = 75;
/** A decompression bomb is refused rather than decoded (uploads are ≤ 500 KB, but pixels can be many). */
const MAX_INPUT_PIXELS = 40_000_000;

export interface PageImage {
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * The re-encodings of an image: each width of PAGE_IMAGE_WIDTHS up to the source's width (a
 * source narrower than the smallest gives one at its own width). Empty when the bytes are not
 * an image sharp can read.
 */
export async function encodePageImages(source: Buffer): Promise<PageImage[]> {
  try {
    const oriented = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
    // The width as shown (a phone photo's EXIF orientation may turn it).
    const sourceWidth = (await oriented.metadata()).autoOrient?.width;
    if (!sourceWidth) return [];
    const widths = PAGE_IMAGE_WIDTHS.filter((width) => width <= sourceWidth);
    if (widths.length === 0) widths.push(sourceWidth as (typeof PAGE_IMAGE_WIDTHS)[number]);
    return await Promise.all(
      widths.map(async (width) => {
        const { data, info } = await oriented.clone().resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, bytes: data };
      }),
    );
  } catch {
    return [];
  }
}

/** `folder/name.ext` from a media reference that is an upload of this server (`/media/…?v=` or bare); null for anything else. */
export function uploadPathOf(reference: string | null | undefined): string | null {
  if (!reference) return null;
  const match = /^(?:\/media\/)?([a-z]+\/[A-Za-z0-9_-]{1,100}\.(?:jpe?g|png|webp))(?:\?v=[A-Za-z0-9._-]{1,40})?$/i.exec(reference.trim());
  return match ? match[1]! : null;
}

/** The re-encodings of a stored upload, or none when it is not one or cannot be read. */
export async function pageImagesOf(store: MediaStore, path: string | null): Promise<PageImage[]> {
  if (!path) return [];
  const bytes = await store.read(path);
  return bytes ? encodePageImages(bytes) : [];
}

/** Replaces a page's images with these (none: the page has no image). */
export async function replacePageImages(db: Queryable, pageId: string, images: readonly PageImage[]): Promise<void> {
  await db.delete(landingPageImages).where(eq(landingPageImages.pageId, pageId));
  if (images.length === 0) return;
  await db.insert(landingPageImages).values(images.map((image) => ({ pageId, width: image.width, height: image.height, bytes: image.bytes })));
}
