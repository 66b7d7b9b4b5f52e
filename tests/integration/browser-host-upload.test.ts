/**
 * Image upload in browser mode: the web bridge (src/preload/web.ts) posts `media:upload` to
 * the browser host with XMLHttpRequest, whose upload events become onUploadProgress events;
 * the host runs the real handler against its real platform server. XMLHttpRequest is stood
 * in by a small node:http version that reports the bytes it writes and, like a browser, sends
 * the launch cookie with a same-origin request.
 */
import { request as httpRequest } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BrowserHost } from '../../src/main/browser-host';
import sharp from 'sharp';
import { MAX_IPC_BODY_BYTES, MAX_SHRINK_BODY_BYTES } from '../../src/main/core/web-host';
import { IMAGE_MAX_BYTES } from '../../src/shared/constants';
import type { BackofficeBridge, UploadProgress } from '../../src/shared/ipc';
import { phoneJpeg } from '../support/photos';
import { enterWithLaunchAddress, startTestBrowserHost } from './helpers/browser-host';
import { DEMO_ADMIN, latestOtp } from './helpers/platform';

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const pngOfSize = (size: number) => Buffer.concat([TINY_PNG.subarray(0, 8), Buffer.alloc(size - 8, 7)]);

/** The test's own requests; the bridge's fetch is stubbed below. */
const nodeFetch = globalThis.fetch;
let workDir: string;
let host: BrowserHost;
/** The launch cookie of the browser these tests play. */
let cookie: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'browser-host-upload-'));
  const staticRoot = join(workDir, 'renderer');
  await mkdir(staticRoot, { recursive: true });
  await writeFile(join(staticRoot, 'index.html'), '<!doctype html><html><head><script type="module" src="/app.js"></script></head><body></body></html>');
  host = await startTestBrowserHost(workDir, staticRoot);
  cookie = await enterWithLaunchAddress(host);
  // Signed in over the host, as the page would be.
  expect(await ipc('auth:sendOtp', { channel: 'mobile', mobile_number: DEMO_ADMIN.mobile_number })).toMatchObject({ ok: true });
  expect(await ipc('auth:verifyOtp', { otp: await latestOtp(host.serverUrl, DEMO_ADMIN.mobile_number) })).toMatchObject({ ok: true });
}, 120_000);

afterAll(async () => {
  await host?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function ipcRaw(channel: string, body: string): Promise<{ status: number; body: unknown }> {
  const response = await nodeFetch(`${host.url}/ipc/${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body,
  });
  return { status: response.status, body: await response.json() };
}

async function ipc(channel: string, args: unknown): Promise<unknown> {
  return (await ipcRaw(channel, JSON.stringify({ args }))).body;
}

async function served(url: string): Promise<Buffer> {
  const response = await nodeFetch(new URL(url, host.serverUrl));
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('media:upload over the host', () => {
  it('takes the largest image there is (its base64 is beyond the old 256 KB IPC limit)', async () => {
    const image = pngOfSize(IMAGE_MAX_BYTES);
    const envelope = JSON.stringify({ args: { uploadId: 'host-1', folder: 'activities', fileName: 'big.png', data: image.toString('base64') } });
    expect(envelope.length).toBeGreaterThan(256 * 1024);
    expect(envelope.length).toBeLessThanOrEqual(MAX_IPC_BODY_BYTES);
    const response = await ipcRaw('media:upload', envelope);
    expect(response).toMatchObject({ status: 200, body: { ok: true, value: { path: expect.stringMatching(/^activities\/\w+\.png$/) } } });
    const { url } = (response.body as { value: { url: string } }).value;
    expect((await served(url)).equals(image)).toBe(true);
  }, 30_000);

  it('still refuses a body beyond its limit', async () => {
    const response = await ipcRaw('media:upload', JSON.stringify({ args: { data: 'A'.repeat(MAX_IPC_BODY_BYTES) } }));
    expect(response).toMatchObject({ status: 413, body: { ok: false, error: { code: 'tooLarge' } } });
  });
});

describe('media:shrink over the host', () => {
  it('makes a 2 MB phone photo small enough, and the smaller copy uploads and is served as it was made', async () => {
    const photo = await phoneJpeg(2400, 1800);
    expect(photo.length).toBeGreaterThan(2_000_000);
    const envelope = JSON.stringify({ args: { fileName: 'IMG_2041.JPG', data: photo.toString('base64') } });
    // Beyond what any other call may send, within what this one takes.
    expect(envelope.length).toBeGreaterThan(MAX_IPC_BODY_BYTES);
    expect(envelope.length).toBeLessThanOrEqual(MAX_SHRINK_BODY_BYTES);
    const shrunk = await ipcRaw('media:shrink', envelope);
    expect(shrunk).toMatchObject({ status: 200, body: { ok: true, value: { fileName: 'IMG_2041.jpg', type: 'image/jpeg', originalBytes: photo.length } } });
    const made = (shrunk.body as { value: { data: string; bytes: number; width: number; height: number } }).value;
    expect(made.bytes).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    expect(made.width / made.height).toBeCloseTo(4 / 3, 2);

    const uploaded = await ipc('media:upload', { uploadId: 'shrunk-1', folder: 'activities', fileName: 'IMG_2041.jpg', data: made.data });
    expect(uploaded).toMatchObject({ ok: true, value: { path: expect.stringMatching(/^activities\/\w+\.jpg$/) } });
    const stored = await served((uploaded as { value: { url: string } }).value.url);
    expect(stored.length).toBe(made.bytes);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: made.width, height: made.height });
  }, 60_000);

  it('refuses what is not an image, as the uploader would', async () => {
    const text = Buffer.alloc(IMAGE_MAX_BYTES + 1, 'a');
    expect(await ipc('media:shrink', { fileName: 'notes.jpg', data: text.toString('base64') })).toMatchObject({ ok: false, error: { code: 'unsupportedMedia' } });
  });
});

/** What the bridge reads of a ProgressEvent (node has no DOM types here). */
type Progress = { lengthComputable: boolean; loaded: number; total: number };

/** XMLHttpRequest as the web bridge uses it, over node:http, with upload progress per written chunk. */
class NodeXhr {
  static instances: NodeXhr[] = [];
  upload: { onprogress: ((event: Progress) => void) | null; onload: ((event: Progress) => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  responseType = '';
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};

  constructor() {
    NodeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: string) {
    const bytes = Buffer.from(body);
    const target = new URL(this.url, host.url);
    const request = httpRequest(target, { method: this.method, headers: { ...this.headers, cookie, 'content-length': bytes.length } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        this.status = response.statusCode ?? 0;
        this.responseText = text;
        this.onload?.();
      });
    });
    request.on('error', () => this.onerror?.());
    const progress = (loaded: number): Progress => ({ lengthComputable: true, loaded, total: bytes.length });
    const chunk = 64 * 1024;
    for (let offset = 0; offset < bytes.length; offset += chunk) {
      const end = Math.min(offset + chunk, bytes.length);
      request.write(bytes.subarray(offset, end));
      this.upload.onprogress?.(progress(end));
    }
    request.end(() => this.upload.onload?.(progress(bytes.length)));
  }
}

describe('web bridge: media:upload with progress', () => {
  const webBridgeModule = resolve('src/preload/web.ts');

  async function loadBridge(): Promise<BackofficeBridge> {
    const fakeWindow: Record<string, unknown> = { open: vi.fn() };
    vi.stubGlobal('window', fakeWindow);
    const realFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) => realFetch(new URL(input, host.url), { ...init, headers: { ...(init?.headers as Record<string, string>), cookie } })),
    );
    NodeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', NodeXhr);
    vi.resetModules();
    await import(/* @vite-ignore */ webBridgeModule);
    return fakeWindow.backoffice as BackofficeBridge;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts through XMLHttpRequest and reports the bytes sent to the host, up to the whole body', async () => {
    const bridge = await loadBridge();
    const events: UploadProgress[] = [];
    const unsubscribe = bridge.onUploadProgress((progress) => events.push(progress));
    const image = pngOfSize(300_000);
    const response = await bridge.invoke('media:upload', { uploadId: 'web-1', folder: 'sliders', name: 'web-banner', fileName: 'banner.png', data: image.toString('base64') });
    expect(response).toMatchObject({ ok: true, value: { path: 'sliders/web-banner.png' } });
    if (response.ok) expect((await served(response.value.url)).equals(image)).toBe(true);

    expect(NodeXhr.instances).toHaveLength(1);
    expect(NodeXhr.instances[0]).toMatchObject({ method: 'POST', url: '/ipc/media:upload', headers: { 'content-type': 'application/json' } });
    expect(fetch).not.toHaveBeenCalled();
    expect(events.length).toBeGreaterThan(3);
    expect(events.every((event) => event.uploadId === 'web-1')).toBe(true);
    const last = events.at(-1)!;
    expect(last.loaded).toBe(last.total);
    expect(last.total).toBeGreaterThan(image.toString('base64').length);

    // Unsubscribed listeners hear nothing more; other channels still go through fetch.
    unsubscribe();
    const count = events.length;
    expect(await bridge.invoke('media:upload', { uploadId: 'web-2', folder: 'sliders', fileName: 'b.png', data: TINY_PNG.toString('base64') })).toMatchObject({ ok: true });
    expect(events).toHaveLength(count);
    expect(await bridge.invoke('app:config', undefined)).toMatchObject({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  }, 30_000);

  it("passes refusals on in the envelope: the server's unsupportedMedia, the contract's size limit", async () => {
    const bridge = await loadBridge();
    expect(await bridge.invoke('media:upload', { uploadId: 'web-3', folder: 'activities', fileName: 'a.png', data: Buffer.from('plain text').toString('base64') })).toMatchObject({
      ok: false,
      error: { code: 'unsupportedMedia', status: 415 },
    });
    expect(await bridge.invoke('media:upload', { uploadId: 'web-4', folder: 'activities', fileName: 'a.png', data: pngOfSize(IMAGE_MAX_BYTES + 1).toString('base64') })).toMatchObject({
      ok: false,
      error: { code: 'validation', fields: { data: 'errors.tooLarge' } },
    });
  }, 30_000);

  it('answers network when the host cannot be reached', async () => {
    const bridge = await loadBridge();
    class FailingXhr extends NodeXhr {
      override send() {
        setTimeout(() => this.onerror?.(), 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FailingXhr);
    expect(await bridge.invoke('media:upload', { uploadId: 'web-5', folder: 'activities', fileName: 'a.png', data: TINY_PNG.toString('base64') })).toMatchObject({
      ok: false,
      error: { code: 'network' },
    });
  });
});
