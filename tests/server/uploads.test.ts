import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../src/shared/constants';
import { describeOnOneDatabase } from './support/each-database';
import { ADMIN, useTestServer, type HttpResult, type Session } from './support/test-server';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF fake jpeg body'), Buffer.from([0xff, 0xd9])]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR png body')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WEBPVP8 webp body')]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const GARBAGE = Buffer.from('PNG? no: just some garbage bytes pretending to be an image');

/** Every file under the media folder, relative to it. */
function storedFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

describeOnOneDatabase('Uploads and media', (kind) => {
  const server = useTestServer(kind);
  let admin: Session;
  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
  });

  const upload = async (path: string, bytes: Buffer, fileName: string, type: string, field = 'file', session: Session | null = admin) => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
    const response = await fetch(server().url + path, {
      method: 'POST',
      body: form,
      headers: session ? { authorization: `Bearer ${session.token}`, 'x-object-id': session.objectId } : {},
    });
    return { status: response.status, body: (await response.json()) as HttpResult['body'] };
  };

  it('stores a JPEG under its folder and name, and serves it publicly with its type, nosniff and a long cache', async () => {
    const answer = await upload('/files/12?folder=activities', JPEG, 'photo.png', 'image/png');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ path: 'activities/12.jpg', url: expect.stringMatching(/^\/media\/activities\/12\.jpg\?v=\d+$/) });
    expect(storedFiles(server().mediaDir)).toEqual(['activities/12.jpg']);

    const served = await fetch(`${server().url}/media/activities/12.jpg`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(Buffer.from(await served.arrayBuffer()).equals(JPEG)).toBe(true);
    expect((await fetch(`${server().url}/media/activities/13.jpg`)).status).toBe(404);
  });

  it('names the stored file by the detected type, replacing an image of another type', async () => {
    const png = await upload('/files/7.jpg?folder=sliders', PNG, '7.jpg', 'image/jpeg');
    expect(png.body.path).toBe('sliders/7.png');
    const webp = await upload('/files/7?folder=sliders', WEBP, 'x.webp', 'image/webp');
    expect(webp.body.path).toBe('sliders/7.webp');
    expect(storedFiles(join(server().mediaDir, 'sliders'))).toEqual(['7.webp']);
    const served = await fetch(`${server().url}/media/sliders/7.webp`);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('stores through the uploader with folder and bucket, under a random name by default', async () => {
    const answer = await upload('/uploads?folder=organizations&bucket=charity-media', PNG, 'logo.png', 'image/png');
    expect(answer.status).toBe(200);
    expect(answer.body.path).toMatch(/^organizations\/[a-f0-9]{24}\.png$/);
    const named = await upload('/uploads?folder=organizations&name=103', JPEG, 'logo.jpg', 'image/jpeg');
    expect(named.body.path).toBe('organizations/103.jpg');
  });

  it('refuses by content, not by name or declared type (415), storing nothing', async () => {
    const before = storedFiles(server().mediaDir);
    for (const [bytes, name, type] of [
      [GARBAGE, 'fake.jpg', 'image/jpeg'],
      [SVG, 'vector.svg', 'image/svg+xml'],
      [SVG, 'vector.png', 'image/png'],
      [GIF, 'anim.gif', 'image/gif'],
    ] as const) {
      const answer = await upload('/files/refused?folder=activities', bytes, name, type);
      expect(answer.status, name).toBe(415);
      expect(answer.body.code).toBe('unsupportedMedia');
    }
    const notMultipart = await server().http('POST', '/uploads?folder=activities', { session: admin, body: { file: 'x' } });
    expect(notMultipart.status).toBe(415);
    expect(storedFiles(server().mediaDir)).toEqual(before);
  });

  it('refuses an image over 512000 bytes with 413 and stores nothing; exactly the limit is accepted', async () => {
    const before = storedFiles(server().mediaDir);
    const big = Buffer.concat([JPEG, Buffer.alloc(IMAGE_MAX_BYTES + 1 - JPEG.length, 0x20)]);
    const answer = await upload('/files/big?folder=activities', big, 'big.jpg', 'image/jpeg');
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('tooLarge');
    expect(storedFiles(server().mediaDir)).toEqual(before);
    const atLimit = Buffer.concat([JPEG, Buffer.alloc(IMAGE_MAX_BYTES - JPEG.length, 0x20)]);
    expect((await upload('/files/limit?folder=activities', atLimit, 'limit.jpg', 'image/jpeg')).status).toBe(200);
  });

  it('refuses path traversal in folder and name, and on the media route', async () => {
    for (const path of [
      '/files/x?folder=..',
      '/files/x?folder=../../etc',
      '/files/x?folder=a%2Fb',
      '/files/..%2F..%2Fpwned',
      '/files/x.svg',
      '/uploads?folder=..%2F..',
      '/uploads?folder=activities&name=..%2Fx',
    ]) {
      const answer = await upload(path, JPEG, 'x.jpg', 'image/jpeg');
      expect(answer.status, path).toBe(400);
      expect(answer.body.code, path).toBe('validation');
    }
    expect(storedFiles(server().mediaDir).some((file) => file.includes('pwned') || !file.includes('/'))).toBe(false);
    for (const path of ['/media/..%2F..%2Fetc/passwd', '/media/activities/..%2F12.jpg', '/media/activities/12.svg']) {
      expect((await fetch(server().url + path)).status, path).toBeGreaterThanOrEqual(400);
    }
  });

  it("stores only into the product's media folders, and refuses names Windows reserves", async () => {
    for (const path of ['/files/x?folder=misc', '/files/x?folder=Activities', '/uploads?folder=tmp', '/uploads?folder=files_old']) {
      const answer = await upload(path, JPEG, 'x.jpg', 'image/jpeg');
      expect(answer.status, path).toBe(400);
      expect(answer.body.fields, path).toEqual({ folder: 'validation.mediaFolder' });
    }
    for (const path of ['/files/CON?folder=activities', '/files/nul.jpg?folder=activities', '/files/Com1?folder=sliders', '/uploads?folder=projects&name=LPT9.png', '/uploads?folder=causes&name=aux']) {
      const answer = await upload(path, JPEG, 'x.jpg', 'image/jpeg');
      expect(answer.status, path).toBe(400);
      expect(Object.values(answer.body.fields ?? {}), path).toEqual(['validation.mediaName']);
    }
    expect(storedFiles(server().mediaDir).some((file) => /misc|tmp|con|nul|com1|lpt9|aux/i.test(file))).toBe(false);
    // Names that only start like a device are ordinary names; an upload without a folder goes to `files`.
    expect((await upload('/files/console?folder=activities', JPEG, 'x.jpg', 'image/jpeg')).status).toBe(200);
    expect((await upload('/files/com10', JPEG, 'x.jpg', 'image/jpeg')).body.path).toBe('files/com10.jpg');
  });

  it('refuses the wrong field, and uploads without an admin session', async () => {
    expect((await upload('/files/x?folder=activities', JPEG, 'x.jpg', 'image/jpeg', 'photo')).body.fields).toEqual({
      file: 'validation.fileRequired',
    });
    expect((await upload('/files/x?folder=activities', JPEG, 'x.jpg', 'image/jpeg', 'file', null)).status).toBe(401);
  });
});
