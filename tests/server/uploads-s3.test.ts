/**
 * Uploads with the S3-compatible media store (`MEDIA_STORE=s3`).
 *
 * S3 itself (or MinIO) cannot run here, so, as the messaging tests do with their SMS gateway
 * and SMTP stand-ins, a stand-in HTTP server inside this file speaks the part of the S3
 * protocol the store uses: path-style PUT, DELETE and HEAD on `/<bucket>/<key>`, refusing any
 * request without a SigV4 `authorization` header for the configured key id or without
 * `x-amz-content-sha256`. It records the objects it holds and every request it got. The
 * server under test is the real one (`buildServer`), talking to it through `@aws-sdk/client-s3`.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../src/server/app';
import { seedDemoData } from '../../src/server/seed/demo';
import { s3MediaStoreFromEnv } from '../../src/server/services/uploads/from-env';
import type { S3MediaStoreConfig } from '../../src/server/services/uploads/s3-store';
import { startPlatformServer } from '../../src/server/start';
import { IMAGE_MAX_BYTES } from '../../src/shared/constants';
import { createFreshDatabase, type FreshDatabase } from './support/databases';
import { describeOnOneDatabase } from './support/each-database';
import { ADMIN, type HttpResult, type Session } from './support/test-server';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF fake jpeg body'), Buffer.from([0xff, 0xd9])]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR png body')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const KEY_ID = 'TESTKEYID0000000';
const SECRET = 'test-secret-access-key';
const BUCKET = 'charity-media';
const OTHER_BUCKET = 'charity-archive';
const MEDIA_BASE = 'https://cdn.example.org/media/';

interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

interface S3Request {
  method: string;
  bucket: string;
  key: string;
  headers: IncomingHttpHeaders;
}

interface FakeS3 {
  endpoint: string;
  /** `<bucket>/<key>` → object. */
  objects: Map<string, StoredObject>;
  requests: S3Request[];
  /** Signed requests the stand-in refused (wrong key id, unsigned). */
  refused: S3Request[];
  close(): Promise<void>;
}

const s3Error = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/** Path-style S3 over plain HTTP: just PUT, DELETE and HEAD of objects. */
async function startFakeS3(keyId: string): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const requests: S3Request[] = [];
  const refused: S3Request[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://s3.local');
      const [, bucket = '', ...keyParts] = url.pathname.split('/');
      const entry: S3Request = { method: request.method ?? '', bucket, key: decodeURIComponent(keyParts.join('/')), headers: request.headers };
      const body = Buffer.concat(chunks);
      const answer = (status: number, xml?: string, headers: Record<string, string> = {}) => {
        response.writeHead(status, { ...(xml ? { 'content-type': 'application/xml' } : {}), ...headers });
        response.end(request.method === 'HEAD' ? undefined : xml);
      };
      const authorization = request.headers.authorization ?? '';
      const contentSha = request.headers['x-amz-content-sha256'];
      if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${keyId}/`) || typeof contentSha !== 'string') {
        refused.push(entry);
        answer(403, s3Error('AccessDenied', 'Unsigned request or unknown access key.'));
        return;
      }
      if (/^[0-9a-f]{64}$/.test(contentSha) && createHash('sha256').update(body).digest('hex') !== contentSha) {
        refused.push(entry);
        answer(400, s3Error('XAmzContentSHA256Mismatch', 'The payload does not match its hash.'));
        return;
      }
      requests.push(entry);
      if (!bucket || !entry.key) {
        answer(400, s3Error('InvalidRequest', 'Only path-style object requests are supported.'));
        return;
      }
      const id = `${bucket}/${entry.key}`;
      if (request.method === 'PUT') {
        objects.set(id, {
          body,
          contentType: request.headers['content-type'],
          cacheControl: request.headers['cache-control'],
        });
        answer(200, undefined, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      } else if (request.method === 'DELETE') {
        objects.delete(id);
        answer(204);
      } else if (request.method === 'HEAD') {
        const object = objects.get(id);
        if (!object) answer(404);
        else answer(200, undefined, { 'content-type': object.contentType ?? '', 'content-length': String(object.body.length) });
      } else answer(405, s3Error('MethodNotAllowed', 'Not supported by the stand-in.'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    refused,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describeOnOneDatabase('Uploads to an S3-compatible bucket', (kind) => {
  let s3: FakeS3;
  let database: FreshDatabase;
  let app: FastifyInstance;
  let url: string;
  let mediaDir: string;
  let admin: Session;

  const json = async (path: string, init?: RequestInit): Promise<HttpResult> => {
    const response = await fetch(url + path, init);
    const text = await response.text();
    return {
      status: response.status,
      body: (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text,
      headers: Object.fromEntries(response.headers.entries()),
    };
  };

  const signIn = async (): Promise<Session> => {
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      json(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const generated = await post('/otp/generate', ADMIN);
    expect(generated.status).toBe(200);
    const outbox = await json(`/dev/outbox?to=${ADMIN.mobile_number}`);
    const code = /\b(\d{4})\b/.exec(outbox.body.messages[0].text)![1];
    const verified = await post(
      '/otp/verify',
      { ...ADMIN, otp: code, timestamp: generated.body.timestamp },
      { authorization: `Bearer ${generated.body.access_token}` },
    );
    expect(verified.status).toBe(200);
    return { token: verified.body.access_token, objectId: verified.body.object_id, newUser: verified.body.new_user };
  };

  const upload = async (path: string, bytes: Buffer, fileName: string, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
    return json(path, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${admin.token}`, 'x-object-id': admin.objectId },
    });
  };

  beforeAll(async () => {
    s3 = await startFakeS3(KEY_ID);
    database = await createFreshDatabase(kind);
    await seedDemoData(database.handle.db);
    // A folder that must stay absent: with S3, nothing is written locally.
    mediaDir = join(await mkdtemp(join(tmpdir(), 'bo-s3-media-')), 'media');
    const config: S3MediaStoreConfig = {
      ...s3MediaStoreFromEnv({
        MEDIA_STORE: 's3',
        MEDIA_BASE_URL: MEDIA_BASE,
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: BUCKET,
        S3_ALLOWED_BUCKETS: `${BUCKET},${OTHER_BUCKET}`,
        S3_ACCESS_KEY_ID: KEY_ID,
        S3_SECRET_ACCESS_KEY: SECRET,
        S3_FORCE_PATH_STYLE: 'true',
      })!,
    };
    app = await buildServer({ db: database.handle.db, config: { mediaDir, mediaBaseUrl: MEDIA_BASE, s3: config, devOutbox: true } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    admin = await signIn();
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await s3?.close();
    if (mediaDir) await rm(join(mediaDir, '..'), { recursive: true, force: true });
  });

  let requestsBefore = 0;
  beforeEach(() => {
    requestsBefore = s3.requests.length;
  });
  const newRequests = () => s3.requests.slice(requestsBefore);

  it('stores the image in the default bucket with its bytes, type and a long cache, and answers the media base URL', async () => {
    const answer = await upload('/uploads?folder=sliders&name=12', PNG, 'banner.jpg', 'image/jpeg');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      path: 'sliders/12.png',
      url: expect.stringMatching(/^https:\/\/cdn\.example\.org\/media\/sliders\/12\.png\?v=\d+$/),
    });
    const stored = s3.objects.get(`${BUCKET}/sliders/12.png`);
    expect(stored).toBeDefined();
    expect(stored!.body.equals(PNG)).toBe(true);
    expect(stored!.contentType).toBe('image/png');
    expect(stored!.cacheControl).toMatch(/max-age=31536000/);
    expect(newRequests().filter((request) => request.method === 'PUT')).toEqual([
      expect.objectContaining({ bucket: BUCKET, key: 'sliders/12.png' }),
    ]);
    expect(s3.refused).toEqual([]);
    expect(existsSync(mediaDir)).toBe(false);
  });

  it('deletes the old key when an image of another type replaces it', async () => {
    await upload('/files/7?folder=activities', PNG, '7.png', 'image/png');
    expect(s3.objects.has(`${BUCKET}/activities/7.png`)).toBe(true);
    const replaced = await upload('/files/7.png?folder=activities', JPEG, '7.png', 'image/png');
    expect(replaced.status).toBe(200);
    expect(replaced.body.path).toBe('activities/7.jpg');
    expect(s3.objects.has(`${BUCKET}/activities/7.png`)).toBe(false);
    expect(s3.objects.get(`${BUCKET}/activities/7.jpg`)?.contentType).toBe('image/jpeg');
    expect([...s3.objects.keys()].filter((key) => key.startsWith(`${BUCKET}/activities/7.`))).toEqual([`${BUCKET}/activities/7.jpg`]);
    expect(newRequests().filter((request) => request.method === 'DELETE').map((request) => request.key)).toContain('activities/7.png');
  });

  it('uses an allowed bucket when asked, and refuses any other with a 400 on `bucket`, storing nothing', async () => {
    const other = await upload(`/uploads?folder=organizations&bucket=${OTHER_BUCKET}&name=103`, JPEG, 'logo.jpg', 'image/jpeg');
    expect(other.status).toBe(200);
    expect(other.body.url).toMatch(/^https:\/\/cdn\.example\.org\/media\/organizations\/103\.jpg\?v=\d+$/);
    expect(s3.objects.has(`${OTHER_BUCKET}/organizations/103.jpg`)).toBe(true);

    requestsBefore = s3.requests.length;
    const objectsBefore = [...s3.objects.keys()];
    const refused = await upload('/uploads?folder=organizations&bucket=somebody-elses&name=104', JPEG, 'logo.jpg', 'image/jpeg');
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('validation');
    expect(refused.body.fields).toEqual({ bucket: 'validation.bucket' });
    expect(newRequests()).toEqual([]);
    expect([...s3.objects.keys()]).toEqual(objectsBefore);
  });

  it('still refuses a non-image (415) and an oversize file (413) before anything reaches the bucket', async () => {
    const objectsBefore = [...s3.objects.keys()];
    const svg = await upload('/uploads?folder=activities&name=svg', SVG, 'vector.png', 'image/png');
    expect(svg.status).toBe(415);
    expect(svg.body.code).toBe('unsupportedMedia');
    const big = Buffer.concat([JPEG, Buffer.alloc(IMAGE_MAX_BYTES + 1 - JPEG.length, 0x20)]);
    const tooLarge = await upload('/files/big?folder=activities', big, 'big.jpg', 'image/jpeg');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('tooLarge');
    expect(newRequests()).toEqual([]);
    expect([...s3.objects.keys()]).toEqual(objectsBefore);
  });

  it('does not serve media itself: GET /media/… answers 404 (the CDN serves them)', async () => {
    const answer = await json('/media/sliders/12.png');
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('notFound');
  });

  it('answers 502 when the bucket refuses, e.g. on credentials it does not know', async () => {
    const wrongKey = await buildServer({
      db: database.handle.db,
      config: {
        mediaDir,
        mediaBaseUrl: MEDIA_BASE,
        s3: { endpoint: s3.endpoint, bucket: BUCKET, accessKeyId: 'SOMEONEELSE', secretAccessKey: SECRET, forcePathStyle: true },
      },
    });
    try {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }), 'x.jpg');
      const response = await wrongKey.inject({
        method: 'POST',
        url: '/files/x?folder=activities',
        headers: { authorization: `Bearer ${admin.token}`, 'x-object-id': admin.objectId },
        body: form,
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('internal');
      expect(s3.objects.has(`${BUCKET}/activities/x.jpg`)).toBe(false);
      expect(s3.refused.at(-1)).toEqual(expect.objectContaining({ method: 'PUT', key: 'activities/x.jpg' }));
    } finally {
      await wrongKey.close();
    }
  });
});

describe('S3 media store configuration', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const complete = {
    MEDIA_STORE: 's3',
    MEDIA_BASE_URL: MEDIA_BASE,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: KEY_ID,
    S3_SECRET_ACCESS_KEY: SECRET,
  };

  it('keeps the local folder by default, and reads the S3 settings when asked', () => {
    expect(s3MediaStoreFromEnv({})).toBeUndefined();
    expect(s3MediaStoreFromEnv({ MEDIA_STORE: 'local', S3_BUCKET: BUCKET })).toBeUndefined();
    expect(s3MediaStoreFromEnv(complete)).toEqual({
      endpoint: undefined,
      region: undefined,
      bucket: BUCKET,
      allowedBuckets: [BUCKET],
      accessKeyId: KEY_ID,
      secretAccessKey: SECRET,
      forcePathStyle: false,
    });
    expect(
      s3MediaStoreFromEnv({ ...complete, S3_ALLOWED_BUCKETS: ' a , b,', S3_FORCE_PATH_STYLE: 'true', S3_REGION: 'eu-central-1' }),
    ).toEqual(expect.objectContaining({ allowedBuckets: ['a', 'b'], forcePathStyle: true, region: 'eu-central-1' }));
  });

  it('refuses incomplete or malformed settings, naming what is missing', () => {
    expect(() => s3MediaStoreFromEnv({ ...complete, S3_BUCKET: '' })).toThrow(/MEDIA_STORE=s3 needs S3_BUCKET\b/);
    expect(() => s3MediaStoreFromEnv({ MEDIA_STORE: 's3', S3_BUCKET: BUCKET, MEDIA_BASE_URL: MEDIA_BASE })).toThrow(
      /needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY:/,
    );
    expect(() => s3MediaStoreFromEnv({ ...complete, MEDIA_BASE_URL: '' })).toThrow(/needs MEDIA_BASE_URL/);
    expect(() => s3MediaStoreFromEnv({ ...complete, MEDIA_STORE: 'ftp' })).toThrow(/MEDIA_STORE must be "local".*or "s3"/);
    expect(() => s3MediaStoreFromEnv({ ...complete, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE must be/);
    expect(() => s3MediaStoreFromEnv({ ...complete, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT must be a URL/);
  });

  it('refuses to start the server on incomplete S3 settings, before opening anything', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'bo-s3-start-'));
    try {
      vi.stubEnv('MEDIA_STORE', 's3');
      vi.stubEnv('S3_BUCKET', BUCKET);
      vi.stubEnv('S3_ACCESS_KEY_ID', '');
      vi.stubEnv('S3_SECRET_ACCESS_KEY', '');
      vi.stubEnv('MEDIA_BASE_URL', MEDIA_BASE);
      const dataDir = join(folder, 'data');
      await expect(startPlatformServer({ port: 0, logger: false, dataDir })).rejects.toThrow(
        /MEDIA_STORE=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
      );
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('refuses to build the server with an incomplete S3 configuration given in code', async () => {
    const database = await createFreshDatabase('pglite');
    try {
      await expect(
        buildServer({
          db: database.handle.db,
          config: { mediaBaseUrl: '', s3: { bucket: BUCKET, accessKeyId: KEY_ID, secretAccessKey: '' } },
        }),
      ).rejects.toThrow(/needs S3_SECRET_ACCESS_KEY, MEDIA_BASE_URL/);
    } finally {
      await database.dispose();
    }
  });
});
