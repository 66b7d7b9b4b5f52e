import { incompleteS3SettingsMessage, missingS3Settings, type S3MediaStoreConfig } from './s3-store';

/**
 * The S3-compatible media store configured by environment, or `undefined` for the local
 * folder (the default, `MEDIA_STORE` unset or `local`):
 * `MEDIA_STORE=s3` with `S3_BUCKET`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY` and
 * `MEDIA_BASE_URL` (all required), `S3_ENDPOINT`, `S3_REGION`, `S3_ALLOWED_BUCKETS` (comma
 * list), `S3_FORCE_PATH_STYLE` (`true`/`false`). Anything missing or malformed throws, so the
 * server refuses to start with the reason.
 */
export function s3MediaStoreFromEnv(env: NodeJS.ProcessEnv = process.env): S3MediaStoreConfig | undefined {
  const kind = (env.MEDIA_STORE ?? '').trim().toLowerCase();
  if (kind === '' || kind === 'local') return undefined;
  if (kind !== 's3') throw new Error(`MEDIA_STORE must be "local" (the default) or "s3", not "${env.MEDIA_STORE}".`);

  const missing = missingS3Settings(
    { bucket: env.S3_BUCKET?.trim(), accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
    env.MEDIA_BASE_URL ?? '',
  );
  if (missing.length > 0) throw new Error(incompleteS3SettingsMessage(missing));

  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !URL.canParse(endpoint)) throw new Error(`S3_ENDPOINT must be a URL such as http://127.0.0.1:9000, not "${endpoint}".`);
  const bucket = env.S3_BUCKET!.trim();
  const allowedBuckets = (env.S3_ALLOWED_BUCKETS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return {
    endpoint,
    region: env.S3_REGION?.trim() || undefined,
    bucket,
    allowedBuckets: allowedBuckets.length > 0 ? allowedBuckets : [bucket],
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: booleanSetting('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE),
  };
}

function booleanSetting(name: string, value: string | undefined): boolean {
  const normalized = (value ?? '').trim().toLowerCase();
  if (normalized === '' || normalized === 'false' || normalized === '0') return false;
  if (normalized === 'true' || normalized === '1') return true;
  throw new Error(`${name} must be "true" or "false", not "${value}".`);
}
