import type { ImageType } from './image-type';

/** Every extension an image may be stored under; storing one type removes the others. */
export const IMAGE_EXTENSIONS: readonly ImageType['extension'][] = ['jpg', 'png', 'webp'];

/** `Cache-Control` of stored media: a replaced image gets a new `?v=` in its URL. */
export const MEDIA_CACHE_SECONDS = 365 * 24 * 60 * 60;

/** An image that passed the content and size checks. */
export interface CheckedImage {
  bytes: Buffer;
  type: ImageType;
}

export interface StoredMedia {
  /** `<folder>/<name>.<extension>`, what the client keeps (spec 7.4). */
  path: string;
  /** Changes whenever the image is replaced (the `?v=` of its URL). */
  version: number;
}

/**
 * Where uploaded images are kept. The upload routes read and check the whole image first,
 * then hand it to one of these (chosen by configuration): the local folder or an
 * S3-compatible bucket.
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  /**
   * The bucket an upload goes to, checked before the body is read: the requested one when
   * the store allows it (else a 400 on `bucket`), the default without one. `undefined` for a
   * store without buckets, which ignores the parameter.
   */
  bucketFor(requested: string | undefined): string | undefined;
  /**
   * Stores `<folder>/<name>.<extension of the type>` and removes the same name with the other
   * image extensions, so a replaced image of another type does not linger.
   */
  put(folder: string, name: string, image: CheckedImage, bucket?: string): Promise<StoredMedia>;
  /**
   * The bytes of a stored `<folder>/<name>.<ext>` (the default bucket), or null when there is no
   * such file or it cannot be read: a public page is then built without its image.
   */
  read(path: string): Promise<Buffer | null>;
  /** The folder `GET /media/{folder}/{file}` serves from, or null when media are served elsewhere (a CDN). */
  readonly servedFrom: string | null;
  close(): void;
}

/** Exactly the shape `put` writes: `<folder>/<name>.<ext>`; nothing else is read (no `..`). */
export const STORED_MEDIA_PATH = /^[A-Za-z]+\/[A-Za-z0-9_-]{1,100}\.(?:jpg|png|webp)$/;
