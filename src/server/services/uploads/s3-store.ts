import type * as S3Sdk from '@aws-sdk/client-s3';
import { ApiError } from '../../http/api-error';
import { validationError } from '../../http/validation';
import { IMAGE_EXTENSIONS, MEDIA_CACHE_SECONDS, STORED_MEDIA_PATH, type MediaStore } from './media-store';

/** An S3-compatible bucket (AWS S3, MinIO, R2, …) for uploads: `ServerConfig.s3`, from env `S3_*`. */
export interface S3MediaStoreConfig {
  /** e.g. `http://127.0.0.1:9000` (MinIO); AWS's own endpoint for the region when absent. */
  endpoint?: string;
  /** Default `us-east-1` (most S3-compatible servers ignore it but sign with it). */
  region?: string;
  /** Where uploads go when `POST /uploads` names no bucket (and all `POST /files/{name}` uploads). */
  bucket: string;
  /** Buckets `POST /uploads?bucket=` may choose; the default bucket is always allowed. */
  allowedBuckets?: readonly string[];
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO and most self-hosted servers). */
  forcePathStyle?: boolean;
}

/** What is missing for the S3 store to work; empty when nothing is. Names are the env variables'. */
export function missingS3Settings(config: Partial<S3MediaStoreConfig>, mediaBaseUrl: string): string[] {
  const missing: string[] = [];
  if (!config.bucket) missing.push('S3_BUCKET');
  if (!config.accessKeyId) missing.push('S3_ACCESS_KEY_ID');
  if (!config.secretAccessKey) missing.push('S3_SECRET_ACCESS_KEY');
  if (!mediaBaseUrl) missing.push('MEDIA_BASE_URL');
  return missing;
}

export function incompleteS3SettingsMessage(missing: readonly string[]): string {
  return (
    `MEDIA_STORE=s3 needs ${missing.join(', ')}: the bucket, its credentials and MEDIA_BASE_URL ` +
    '(where the bucket is served, e.g. a CDN) must all be set.'
  );
}

/**
 * Images as objects `<folder>/<name>.<ext>` in a bucket, with their detected Content-Type and
 * a long Cache-Control; served from `mediaBaseUrl` (a CDN in front of the bucket), not by
 * this server. A failing bucket answers 502 and leaves nothing half-done that matters: the
 * old image of another type is removed only after the new one is stored.
 */
export function createS3MediaStore(config: S3MediaStoreConfig, mediaBaseUrl: string): MediaStore {
  const missing = missingS3Settings(config, mediaBaseUrl);
  if (missing.length > 0) throw new Error(incompleteS3SettingsMessage(missing));
  const allowed = new Set([config.bucket, ...(config.allowedBuckets ?? [])]);
  // The SDK is loaded by the first request that needs the bucket, not imported: loading it is a
  // tenth of every server's start (about half a second), S3 or not.
  let opened: S3Sdk.S3Client | undefined;
  let connecting: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | undefined;
  const connect = () =>
    (connecting ??= import('@aws-sdk/client-s3').then((sdk) => {
      opened = new sdk.S3Client({
        endpoint: config.endpoint || undefined,
        region: config.region || 'us-east-1',
        forcePathStyle: config.forcePathStyle ?? false,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        // Checksums only where S3 requires them: many S3-compatible servers refuse the newer defaults.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { sdk, client: opened };
    }));
  const unavailable = (error: unknown) =>
    new ApiError(502, 'internal', 'The image could not be stored. Try again later.', {}, { cause: error });

  return {
    kind: 's3',
    servedFrom: null,
    bucketFor(requested) {
      if (requested === undefined) return config.bucket;
      if (!allowed.has(requested)) throw validationError({ bucket: 'validation.bucket' });
      return requested;
    },
    async put(folder, name, image, bucket = config.bucket) {
      const key = `${folder}/${name}.${image.type.extension}`;
      const version = Date.now();
      try {
        const { sdk, client } = await connect();
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: image.bytes,
            ContentLength: image.bytes.length,
            ContentType: image.type.mime,
            CacheControl: `public, max-age=${MEDIA_CACHE_SECONDS}`,
          }),
        );
        // A replaced image of another type must not linger beside the new one.
        for (const extension of IMAGE_EXTENSIONS) {
          if (extension === image.type.extension) continue;
          await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: `${folder}/${name}.${extension}` }));
        }
      } catch (error) {
        throw unavailable(error);
      }
      return { path: key, version };
    },
    async read(path) {
      if (!STORED_MEDIA_PATH.test(path)) return null;
      try {
        const { sdk, client } = await connect();
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: config.bucket, Key: path }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch {
        return null;
      }
    },
    close: () => opened?.destroy(),
  };
}
