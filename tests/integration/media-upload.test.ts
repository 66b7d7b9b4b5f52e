/**
 * `media:upload` against a real platform server (embedded PostgreSQL, demo seed): the image
 * goes through dispatch() and the handler exactly as the Electron window calls them, reaches
 * the server's uploader as multipart with the stored session, and is served back at the
 * answered URL. Refusals (too large, not an image) are checked with the requests they made.
 */
import { describe, expect, it } from 'vitest';
import { isApiError } from '../../src/main/core/api-client';
import { dispatch } from '../../src/main/core/ipc-dispatch';
import { IMAGE_MAX_BYTES } from '../../src/shared/constants';
import { ipcArgSchemas, type IpcResponse, type UploadProgress } from '../../src/shared/ipc';
import type { UploadResponse } from '../../src/shared/entities/upload';
import { createRecordingHandlers } from './helpers/handlers';
import { DEMO_ADMIN, signInDirectly, useTestPlatform } from './helpers/platform';

/** A real 1×1 PNG. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PNG_SIGNATURE = TINY_PNG.subarray(0, 8);

/** A PNG signature padded to `size` bytes: what the server recognises as a PNG, of an exact size. */
const pngOfSize = (size: number) => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - PNG_SIGNATURE.length, 7)]);

const platform = useTestPlatform();

/** Handlers as the app builds them, signed in as the demo admin, with requests and progress recorded. */
async function createApp({ signedIn = true }: { signedIn?: boolean } = {}) {
  const progress: UploadProgress[] = [];
  const { handlers, sessionStore, requests, config } = createRecordingHandlers(platform.url, {
    reportUploadProgress: (event) => progress.push(event),
  });
  if (signedIn) await sessionStore.save(await signInDirectly(platform.url, { mobile_number: DEMO_ADMIN.mobile_number }));
  const upload = (args: Record<string, unknown>) => dispatch(handlers, 'media:upload', { fileName: 'picked.png', ...args });
  return { handlers, upload, requests, progress, config };
}

async function served(url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(new URL(url, platform.url));
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('media:upload', () => {
  it('uploads a real PNG as multipart with the session; the file is served at the answered url', async () => {
    const app = await createApp();
    const response = (await app.upload({ uploadId: 'up-1', folder: 'activities', data: TINY_PNG.toString('base64') })) as IpcResponse<UploadResponse>;
    if (!response.ok) throw new Error(JSON.stringify(response.error));
    expect(response.value.path).toMatch(/^activities\/[A-Za-z0-9_-]+\.png$/);
    expect(app.requests).toEqual(['POST /uploads?folder=activities']);

    const file = await served(response.value.url);
    expect(file.status).toBe(200);
    expect(file.type).toBe('image/png');
    expect(file.bytes.equals(TINY_PNG)).toBe(true);
    // The renderer shows a stored path under the configured media base (ImageField).
    expect((await served(`${app.config.mediaBaseUrl}/${response.value.path}`)).bytes.equals(TINY_PNG)).toBe(true);

    expect(app.progress.length).toBeGreaterThan(0);
    expect(app.progress.every((event) => event.uploadId === 'up-1' && event.loaded <= event.total)).toBe(true);
    const last = app.progress.at(-1)!;
    expect(last.loaded).toBe(last.total);
    // The whole multipart body: the image and its part headers.
    expect(last.total).toBeGreaterThan(TINY_PNG.length);
  }, 30_000);

  it('stores under the given name (an extension in it is the content type’s, not the name’s)', async () => {
    const app = await createApp();
    const response = (await app.upload({ uploadId: 'up-2', folder: 'sliders', name: 'banner-42.jpg', data: TINY_PNG.toString('base64') })) as IpcResponse<UploadResponse>;
    expect(response).toMatchObject({ ok: true, value: { path: 'sliders/banner-42.png' } });
    expect(app.requests).toEqual(['POST /uploads?folder=sliders&name=banner-42.jpg']);
    if (response.ok) expect((await served(response.value.url)).bytes.equals(TINY_PNG)).toBe(true);
  }, 30_000);

  it('accepts exactly 512000 bytes, with progress up to the whole body', async () => {
    const app = await createApp();
    const image = pngOfSize(IMAGE_MAX_BYTES);
    const response = (await app.upload({ uploadId: 'big_ok', folder: 'organizations', data: image.toString('base64') })) as IpcResponse<UploadResponse>;
    if (!response.ok) throw new Error(JSON.stringify(response.error));
    expect((await served(response.value.url)).bytes.length).toBe(IMAGE_MAX_BYTES);
    const last = app.progress.at(-1)!;
    expect(last).toMatchObject({ uploadId: 'big_ok', loaded: last.total });
    expect(last.total).toBeGreaterThan(IMAGE_MAX_BYTES);
    // Progress only grows.
    expect(app.progress.map((event) => event.loaded)).toEqual([...app.progress.map((event) => event.loaded)].sort((a, b) => a - b));
  }, 30_000);

  it('refuses more than 512000 bytes with tooLarge before any request', async () => {
    const app = await createApp();
    const data = pngOfSize(IMAGE_MAX_BYTES + 1).toString('base64');
    // The handler itself (defence in depth, whatever the caller checked).
    const error = await app.handlers['media:upload']({ uploadId: 'too-big', folder: 'activities', fileName: 'big.png', data }).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.code).toBe('tooLarge');
    // Through the IPC gate, the contract refuses it already, with the same meaning.
    expect(await app.upload({ uploadId: 'too-big', folder: 'activities', data })).toMatchObject({
      ok: false,
      error: { code: 'validation', fields: { data: 'errors.tooLarge' } },
    });
    expect(app.requests).toEqual([]);
    expect(app.progress).toEqual([]);
  });

  it("passes the server's refusal of a non-image on (415 unsupportedMedia), storing nothing", async () => {
    const app = await createApp();
    const response = await app.upload({ uploadId: 'not-image', folder: 'activities', name: 'not-an-image', fileName: 'notes.png', data: Buffer.from('just some text, not a picture').toString('base64') });
    expect(response).toMatchObject({ ok: false, error: { code: 'unsupportedMedia', status: 415 } });
    expect(app.requests).toEqual(['POST /uploads?folder=activities&name=not-an-image']);
    expect((await served('/media/activities/not-an-image.png')).status).toBe(404);
  }, 30_000);

  it('needs a session', async () => {
    const app = await createApp({ signedIn: false });
    expect(await app.upload({ uploadId: 'anon', folder: 'activities', data: TINY_PNG.toString('base64') })).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
  });

  it('checks its arguments: id, folder, name, file name and base64', async () => {
    const app = await createApp({ signedIn: false });
    const valid = { uploadId: 'ok', folder: 'activities', fileName: 'a.png', data: TINY_PNG.toString('base64') };
    expect(ipcArgSchemas['media:upload'].safeParse(valid).success).toBe(true);
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ uploadId: 'has space' }, 'uploadId'],
      [{ uploadId: 'x'.repeat(65) }, 'uploadId'],
      [{ folder: 'misc' }, 'folder'],
      [{ folder: '../etc' }, 'folder'],
      [{ name: '../evil' }, 'name'],
      [{ name: 'a.gif' }, 'name'],
      [{ fileName: 'x'.repeat(256) }, 'fileName'],
      [{ data: 'not base64!' }, 'data'],
      [{ data: 'abc' }, 'data'],
      [{ data: '' }, 'data'],
      [{ extra: 1 }, '_'],
    ];
    for (const [change, field] of refusals) {
      const response = await dispatch(app.handlers, 'media:upload', { ...valid, ...change });
      expect(response.ok, JSON.stringify(change)).toBe(false);
      if (!response.ok) expect(Object.keys(response.error.fields ?? {}), JSON.stringify(change)).toContain(field);
    }
    expect(app.requests).toEqual([]);
  });
});
