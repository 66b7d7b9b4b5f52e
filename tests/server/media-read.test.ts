/**
 * `MediaStore.read` (services/uploads): what a landing page's image is re-encoded from. The local
 * store reads its folder, the S3 store a GET of the object in its default bucket (a stand-in S3
 * here, as in uploads-s3.test.ts); both answer null for anything missing or not a stored path.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from '../../src/server/services/uploads/local-store';
import { createS3MediaStore } from '../../src/server/services/uploads/s3-store';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR png body')]);
const png = { bytes: PNG, type: { extension: 'png', mime: 'image/png' } } as const;

describe('Reading stored media', () => {
  let mediaDir: string;
  let s3: Server;
  let endpoint: string;
  const gets: string[] = [];

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'bo-media-read-'));
    // GET of one object, signed; anything else is missing.
    s3 = createServer((request, response) => {
      gets.push(`${request.method} ${request.url}`);
      if (!request.headers.authorization?.startsWith('AWS4-HMAC-SHA256')) {
        response.writeHead(403).end();
      } else if (request.method === 'GET' && new URL(request.url ?? '/', 'http://s3.local').pathname === '/media-bucket/landingpages/a.png') {
        response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(PNG.length) }).end(PNG);
      } else {
        response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
      }
    });
    await new Promise<void>((resolve) => s3.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(s3.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await rm(mediaDir, { recursive: true, force: true });
    s3.closeAllConnections();
    await new Promise((resolve) => s3.close(resolve));
  });

  it('reads a stored file from the local folder, and nothing outside the stored shape', async () => {
    const store = createLocalMediaStore(mediaDir);
    const { path } = await store.put('inMemory', 'ahmad', png);
    expect(path).toBe('inMemory/ahmad.png');
    expect(await store.read(path)).toEqual(PNG);
    expect(await store.read('inMemory/nobody.png')).toBeNull();
    expect(await store.read('../secret.png')).toBeNull();
    expect(await store.read('inMemory/../../etc.png')).toBeNull();
  });

  it('reads an object from the default bucket of an S3-compatible store', async () => {
    const store = createS3MediaStore(
      { endpoint, bucket: 'media-bucket', accessKeyId: 'KEY', secretAccessKey: 'secret', forcePathStyle: true },
      'https://cdn.example.org/',
    );
    try {
      expect(await store.read('landingpages/a.png')).toEqual(PNG);
      expect(await store.read('landingpages/missing.png')).toBeNull();
      const before = gets.length;
      expect(await store.read('../a.png')).toBeNull();
      expect(gets.length).toBe(before);
    } finally {
      store.close();
    }
  });
});
