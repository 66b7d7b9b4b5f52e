/**
 * Browser mode's host: a real platform server behind it, a minimal renderer build as its
 * static root (the real build is exercised by the end-to-end tests), requests made the way
 * the browser that opened the launch address, another local process, a hostile page or a
 * DNS-rebinding attacker would make them.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BrowserHostError, startBrowserHost, type BrowserHost } from '../../src/main/browser-host';
import type { BackofficeBridge } from '../../src/shared/ipc';
import { startTestBrowserHost } from './helpers/browser-host';
import { DEMO_ADMIN, latestOtp, TEST_OTP_POLICY } from './helpers/platform';

const APP_SCRIPT = '<script type="module" crossorigin src="/assets/index-abc123.js"></script>';
const FIXTURE_INDEX = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <title>Back-office</title>
    ${APP_SCRIPT}
  </head>
  <body><div id="root"></div></body>
</html>`;

let workDir: string;
let staticRoot: string;
let host: BrowserHost;
let port: number;
/** The host's answer to the first load of its launch address. */
let launch: RawResponse;
/** The Cookie header of the browser that loaded it. */
let cookie: string;

async function createRendererFixture(root: string): Promise<void> {
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), FIXTURE_INDEX);
  await writeFile(join(root, 'assets', 'index-abc123.js'), 'document.title = "app";');
  await writeFile(join(root, 'web-bridge.js'), '// bridge');
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'browser-host-'));
  staticRoot = join(workDir, 'renderer');
  await createRendererFixture(staticRoot);
  // Outside the static root: must never be served.
  await writeFile(join(workDir, 'secret.txt'), 'TOP-SECRET-OUTSIDE-ROOT');
  host = await startTestBrowserHost(workDir, staticRoot);
  port = Number(new URL(host.url).port);
  launch = await raw(pathOf(host.launchUrl));
  cookie = String(launch.headers['set-cookie']?.[0]).split(';')[0]!;
}, 120_000);

afterAll(async () => {
  await host?.close();
  await rm(workDir, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/** node:http, not fetch: fetch normalizes the path and will not let a test forge Host (or Cookie). */
function raw(path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: OutgoingHttpHeaders; body?: string } = {}): Promise<RawResponse> {
  return new Promise((resolveResponse, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolveResponse({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The browser's own requests: its cookie goes with every one. */
const page = (path: string, options: { method?: string; headers?: OutgoingHttpHeaders; body?: string } = {}) =>
  raw(path, { ...options, headers: { cookie, ...options.headers } });

function ipc(channel: string, args: unknown, headers: OutgoingHttpHeaders = {}) {
  return page(`/ipc/${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ args }),
  });
}

/** What every client without the launch cookie gets: where to start, in both languages, and nothing else. */
function expectNotAdmitted(response: RawResponse, label: string): void {
  expect(response.status, label).toBe(403);
  expect(response.headers['set-cookie'], label).toBeUndefined();
  expect(response.headers['cache-control'], label).toBe('no-store');
  expect(response.headers['content-security-policy'], label).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.body, label).toContain('Open the back-office from the address it printed');
  expect(response.body, label).toContain('افتح لوحة الإدارة من العنوان الذي طبعته');
  // The printed address keeps its left-to-right order inside the Arabic text.
  expect(response.body.split('dir="rtl"')[1], label).toContain('<bdi dir="ltr">Back-office ready: …/?launch=…</bdi>');
  for (const appPart of ['<script', 'web-bridge', 'index-abc123', 'document.title', '// bridge']) expect(response.body, label).not.toContain(appPart);
}

describe('the launch address', () => {
  it('is the page address with a one-time token', () => {
    expect(host.launchUrl).toMatch(new RegExp(`^${host.url}/\\?launch=[\\w-]{43}$`));
  });

  it('is exchanged, on first load, for a cookie bound to that browser (HttpOnly, SameSite=Strict) and a redirect without the token', () => {
    expect(launch.status).toBe(303);
    expect(launch.headers.location).toBe('/');
    expect(launch.headers['cache-control']).toBe('no-store');
    expect(launch.headers['set-cookie']).toEqual([expect.stringMatching(new RegExp(`^backoffice-${port}=[\\w-]{43}; HttpOnly; SameSite=Strict; Path=/$`))]);
    // The cookie is not the token: the printed address does not give it away once spent.
    expect(cookie).not.toContain(new URL(host.launchUrl).searchParams.get('launch'));
  });

  it('works once: a second load is refused, except in the browser that already holds the cookie (a second tab, its history)', async () => {
    expectNotAdmitted(await raw(pathOf(host.launchUrl)), 'token again, no cookie');
    const again = await page(pathOf(host.launchUrl));
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe('/');
    expect(again.headers['set-cookie']).toBeUndefined();
    expect((await page('/')).status).toBe(200);
  });

  it('refuses a wrong token and a forged cookie', async () => {
    expectNotAdmitted(await raw('/?launch=guess'), 'wrong token');
    expectNotAdmitted(await raw('/', { headers: { cookie: `backoffice-${port}=guess` } }), 'forged cookie');
    expectNotAdmitted(await raw('/', { headers: { cookie: cookie.replace(`backoffice-${port}`, `backoffice-${port + 1}`) } }), 'cookie of another port');
  });

  it('keeps the rest of the address and never redirects off this host', async () => {
    expect((await page('/projects/list?launch=spent&tab=2')).headers.location).toBe('/projects/list?tab=2');
    for (const path of ['/.//evil.example/?launch=spent', '//evil.example/?launch=spent', '/\\evil.example/?launch=spent']) {
      const response = await page(path);
      expect(response.status, path).toBe(303);
      expect(response.headers.location, path).toMatch(/^\/(?![/\\])/);
    }
  });
});

describe('a client without the launch cookie', () => {
  it('gets neither the app, nor the bridge script, nor any other file', async () => {
    for (const path of ['/', '/index.html', '/projects/list', '/web-bridge.js', '/assets/index-abc123.js', '/assets/missing-0.js']) {
      expectNotAdmitted(await raw(path), path);
    }
    const head = await raw('/', { method: 'HEAD' });
    expect(head.status).toBe(403);
    expect(head.body).toBe('');
  });

  it('cannot call IPC, whatever it read from the page (a local process on a shared machine)', async () => {
    const index = await raw('/');
    expectNotAdmitted(index, 'index.html');
    const call = await raw('/ipc/session:current', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(call.status).toBe(403);
    expect(JSON.parse(call.body)).toMatchObject({ ok: false, error: { code: 'forbidden', message: expect.stringContaining('start the back-office again') } });
    expect(JSON.parse(call.body).error.message).toContain('أعد تشغيل لوحة الإدارة');
    // The admitted browser's call goes through.
    expect(JSON.parse((await ipc('session:current', undefined)).body)).toEqual({ ok: true, value: { signedIn: false } });
  });
});

describe('serving the renderer', () => {
  it('puts the bridge script before the app script, under the strict CSP, and no secret in the page', async () => {
    const response = await page('/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const bridgeAt = response.body.indexOf('<script type="module" src="/web-bridge.js"></script>');
    expect(bridgeAt).toBeGreaterThan(0);
    expect(bridgeAt).toBeLessThan(response.body.indexOf(APP_SCRIPT));
    expect(response.body).toBe(FIXTURE_INDEX.replace(APP_SCRIPT, `<script type="module" src="/web-bridge.js"></script>\n    ${APP_SCRIPT}`));
  });

  it('answers deep routes with index.html, so a reload keeps the route', async () => {
    for (const path of ['/projects/list', '/urgent/list', '/organizations', '/index.html']) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(response.body, path).toContain(APP_SCRIPT);
    }
  });

  it('serves assets with their content type and 404s missing ones', async () => {
    const asset = await page('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    // Named by its content: kept for good, so a reload asks nothing of it.
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Not named by its content: asked about on every load.
    expect((await page('/web-bridge.js')).headers['cache-control']).toBe('no-cache');
    expect((await page('/assets/missing-0.js')).status).toBe(404);
    expect((await page('/favicon.ico')).status).toBe(404);
  });

  it('refuses directory traversal', async () => {
    for (const path of ['/../secret.txt', '/..%2fsecret.txt', '/%2e%2e/secret.txt', '/%2e%2e%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt', '/%2e%2e%5csecret.txt']) {
      const response = await page(path);
      expect(response.body, path).not.toContain('TOP-SECRET');
      expect([400, 404], path).toContain(response.status);
    }
  });

  it('refuses a foreign Host header even for static files and with the cookie (DNS rebinding)', async () => {
    const response = await page('/', { headers: { host: `evil.example:${port}` } });
    expect(response.status).toBe(403);
    expect(response.body).not.toContain(APP_SCRIPT);
  });
});

describe('IPC over HTTP', () => {
  it('answers the admitted browser, never from a cache', async () => {
    const response = await ipc('app:config', undefined);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ ok: true, value: { mode: 'local', serverUrl: host.serverUrl } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong Host header, even with the cookie', async () => {
    for (const hostHeader of ['evil.example', `evil.example:${port}`, `127.0.0.1:${port + 1}`, `localhost.evil.example:${port}`]) {
      expect((await ipc('app:config', undefined, { host: hostHeader })).status, hostHeader).toBe(403);
    }
    expect((await ipc('app:config', undefined, { host: `localhost:${port}` })).status).toBe(200);
  });

  it('refuses cross-origin calls, even with the cookie', async () => {
    expect((await ipc('app:config', undefined, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await ipc('app:config', undefined, { origin: `http://127.0.0.1:${port + 1}` })).status).toBe(403);
    expect((await ipc('app:config', undefined, { origin: 'null' })).status).toBe(403);
    expect((await ipc('app:config', undefined, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await ipc('app:config', undefined, { origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await ipc('app:config', undefined, { origin: `http://localhost:${port}` })).status).toBe(200);
  });

  it('accepts only JSON POSTs', async () => {
    expect((await page('/ipc/app:config')).status).toBe(405);
    const form = await page('/ipc/app:config', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect(form.status).toBe(415);
    const broken = await page('/ipc/app:config', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"args":' });
    expect(broken.status).toBe(400);
  });

  it('validates channel and arguments like Electron IPC does', async () => {
    expect(JSON.parse((await ipc('auth:steal', undefined)).body)).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect(JSON.parse((await ipc('auth:sendOtp', { channel: 'mobile', mobile_number: '123' })).body)).toMatchObject({
      ok: false,
      error: { code: 'validation', fields: { mobile_number: 'validation.mobileInvalid' } },
    });
  });

  it('runs the real sign-in, session check and logout behind it', async () => {
    const sent = JSON.parse((await ipc('auth:sendOtp', { channel: 'mobile', mobile_number: DEMO_ADMIN.mobile_number })).body);
    expect(sent).toMatchObject({ ok: true, value: { destination: DEMO_ADMIN.mobile_number } });
    const otp = await latestOtp(host.serverUrl, DEMO_ADMIN.mobile_number);
    expect(JSON.parse((await ipc('auth:verifyOtp', { otp })).body)).toMatchObject({ ok: true, value: { status: 'signedIn', user: { role: 'admin' } } });
    expect(JSON.parse((await ipc('session:current', undefined)).body)).toMatchObject({ ok: true, value: { signedIn: true } });
    expect(JSON.parse((await ipc('resource:list', { resource: 'mnos' })).body)).toMatchObject({ ok: true, value: [{ id: 1 }, { id: 2 }] });
    expect(JSON.parse((await ipc('link:openExternal', { url: 'https://live.example.org/daily-income' })).body)).toEqual({ ok: true, value: { opened: true } });
    expect(JSON.parse((await ipc('link:openExternal', { url: 'javascript:alert(1)' })).body)).toMatchObject({ ok: false, error: { code: 'link.notAllowed' } });
    expect(JSON.parse((await ipc('auth:logout', undefined)).body)).toEqual({ ok: true, value: null });
    expect(JSON.parse((await ipc('session:current', undefined)).body)).toEqual({ ok: true, value: { signedIn: false } });
  }, 30_000);
});

/**
 * The web bridge (src/preload/web.ts) as a page would run it, with the few browser globals it
 * touches stood in (window.open, and fetch resolving relative URLs and adding the cookie jar's
 * launch cookie, as a browser does). Real Chromium runs it in the end-to-end tests; here it
 * talks to the real host above.
 */
describe('web bridge against the host', () => {
  // A variable path: tsconfig.node.json must not type-check this DOM file as Node code.
  const webBridgeModule = resolve('src/preload/web.ts');

  async function loadBridge(
    existing?: unknown,
    { jar = cookie }: { jar?: string } = {},
  ): Promise<{ window: Record<string, unknown>; open: ReturnType<typeof vi.fn> }> {
    const open = vi.fn();
    const fakeWindow: Record<string, unknown> = { open, ...(existing !== undefined && { backoffice: existing }) };
    vi.stubGlobal('window', fakeWindow);
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
      realFetch(new URL(input, host.url), { ...init, headers: { ...(init?.headers as Record<string, string>), ...(jar && { cookie: jar }) } }),
    );
    vi.resetModules();
    await import(/* @vite-ignore */ webBridgeModule);
    return { window: fakeWindow, open };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('installs window.backoffice, which calls the host', async () => {
    const { window } = await loadBridge();
    const bridge = window.backoffice as BackofficeBridge;
    expect(Object.isFrozen(bridge)).toBe(true);
    expect(await bridge.invoke('app:config', undefined)).toMatchObject({ ok: true, value: { serverUrl: host.serverUrl } });
    expect(await bridge.invoke('auth:sendOtp', { channel: 'email', email: 'not-an-email' })).toMatchObject({ ok: false, error: { code: 'validation' } });
  });

  it("passes the host's refusal on as the envelope in a browser without the cookie", async () => {
    const { window } = await loadBridge(undefined, { jar: '' });
    expect(await (window.backoffice as BackofficeBridge).invoke('app:config', undefined)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('refuses unknown channels without calling the host', async () => {
    const { window } = await loadBridge();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const invoke = (window.backoffice as { invoke: (channel: string, args: unknown) => Promise<unknown> }).invoke;
    expect(await invoke('auth:steal', undefined)).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('opens a link the host allowed in a new tab without an opener, and nothing else', async () => {
    const { window, open } = await loadBridge();
    const bridge = window.backoffice as BackofficeBridge;
    expect(await bridge.invoke('link:openExternal', { url: 'https://live.example.org/daily-income' })).toEqual({ ok: true, value: { opened: true } });
    expect(open).toHaveBeenCalledExactlyOnceWith('https://live.example.org/daily-income', '_blank', 'noopener,noreferrer');
    expect(await bridge.invoke('link:openExternal', { url: 'https://evil.example/' })).toMatchObject({ ok: false, error: { code: 'link.notAllowed' } });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('turns a CSV export into a download (Blob + <a download> click) and tells the renderer it downloaded', async () => {
    const { window } = await loadBridge();
    const bridge = window.backoffice as BackofficeBridge;
    // Sign in through the host, as the page would (by email: the mobile number's resend cooldown is running).
    expect(await bridge.invoke('auth:sendOtp', { channel: 'email', email: DEMO_ADMIN.email })).toMatchObject({ ok: true });
    expect(await bridge.invoke('auth:verifyOtp', { otp: await latestOtp(host.serverUrl, DEMO_ADMIN.email) })).toMatchObject({ ok: true });

    const links: Array<{ href: string; download: string; clicked: boolean; removed: boolean }> = [];
    vi.stubGlobal('document', {
      createElement: (tag: string) => {
        expect(tag).toBe('a');
        const link = { href: '', download: '', rel: '', style: {}, clicked: false, removed: false, click: () => (link.clicked = true), remove: () => (link.removed = true) };
        links.push(link);
        return link;
      },
      body: { append: () => {} },
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:http://127.0.0.1/export-1';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});

    const result = await bridge.invoke('csv:export', {
      resource: 'activities',
      columns: [
        { key: 'nameAR', label: 'الاسم' },
        { key: 'nameEN', label: 'Name' },
      ],
      fileName: 'activities.csv',
    });
    expect(result).toEqual({ ok: true, value: { status: 'downloaded' } });
    expect(links).toEqual([expect.objectContaining({ href: 'blob:http://127.0.0.1/export-1', download: 'activities.csv', clicked: true, removed: true })]);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    const bytes = Buffer.from(await blobs[0]!.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('الاسم,Name');
    expect(lines.length).toBeGreaterThanOrEqual(7);
    expect(lines.slice(1).every((line) => /[\u0600-\u06FF]/.test(line))).toBe(true);
    await bridge.invoke('auth:logout', undefined);
  }, 30_000);

  it('never replaces a bridge that is already installed', async () => {
    const existing = { invoke: async () => ({ ok: true, value: 'preload' }) };
    const { window } = await loadBridge(existing);
    expect(window.backoffice).toBe(existing);
  });
});

describe('starting', () => {
  it('says clearly that the renderer is not built, before starting anything', async () => {
    const missing = join(workDir, 'no-build');
    const start = startBrowserHost({ staticRoot: missing, port: 0, serverPort: 0, env: {} });
    await expect(start).rejects.toBeInstanceOf(BrowserHostError);
    await expect(start).rejects.toThrow(`${join(missing, 'index.html')} is missing. Run "npm run build:renderer" first.`);
  });

  it('as a command: prints the two exact ready lines, opens the launch address in the default browser, and stops on SIGTERM', async () => {
    // The default browser is the one thing not here: a stand-in opener on PATH notes what it was given.
    const bin = join(workDir, 'bin');
    const opened = join(workDir, 'opened.txt');
    await mkdir(bin, { recursive: true });
    const opener = join(bin, process.platform === 'darwin' ? 'open' : 'xdg-open');
    await writeFile(opener, `#!/bin/sh\nprintf '%s\\n' "$*" >> '${opened}'\n`);
    await chmod(opener, 0o755);
    const { CI: _ci, BROWSER: _browser, ...inherited } = process.env;
    // The command as `npm run start:browser` runs it, loaded by tsx in this very process: the tsx
    // CLI would put a relay process in between, which kills its child when the child's answer to
    // a relayed SIGTERM takes longer than a few tens of milliseconds (a busy CI machine).
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/browser-host.ts'], {
      env: {
        ...inherited,
        PATH: `${bin}:${process.env.PATH}`,
        PORT: '0',
        SERVER_PORT: '0',
        BACKOFFICE_DATA_DIR: join(workDir, 'cli-data'),
        BACKOFFICE_RENDERER_DIR: staticRoot,
        OTP_POLICY: JSON.stringify(TEST_OTP_POLICY),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const exited = once(child, 'exit');
    const openedUrls = () => readFile(opened, 'utf8').then((text) => text.split('\n').filter(Boolean), () => []);
    try {
      const deadline = Date.now() + 60_000;
      while ((!/^Platform server: /m.test(output) || (await openedUrls()).length === 0) && Date.now() < deadline && child.exitCode === null) {
        await new Promise((resolveWait) => setTimeout(resolveWait, 100));
      }
      expect(output).toMatch(/^Back-office ready: http:\/\/127\.0\.0\.1:\d+\/\?launch=[\w-]{43}$/m);
      expect(output).toMatch(/^Platform server: http:\/\/127\.0\.0\.1:\d+$/m);
      const launchUrl = output.match(/^Back-office ready: (\S+)$/m)![1]!;
      expect(await openedUrls()).toEqual([launchUrl]);

      // A HEAD (a link preview) does not spend it; the first GET does; the second is refused.
      expect((await fetch(launchUrl, { method: 'HEAD', redirect: 'manual' })).status).toBe(403);
      const first = await fetch(launchUrl, { redirect: 'manual' });
      expect(first.status).toBe(303);
      const browserCookie = first.headers.get('set-cookie')!.split(';')[0]!;
      expect((await fetch(new URL('/', launchUrl), { headers: { cookie: browserCookie } })).status).toBe(200);
      expect((await fetch(launchUrl, { redirect: 'manual' })).status).toBe(403);
    } finally {
      child.kill('SIGTERM');
    }
    const [code] = await exited;
    expect(code).toBe(0);
  }, 90_000);

  it('as a command: exits non-zero with one clear line when the renderer is not built', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/browser-host.ts'], {
      env: { ...process.env, PORT: '0', SERVER_PORT: '0', BACKOFFICE_RENDERER_DIR: join(workDir, 'no-build') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toContain('index.html is missing. Run "npm run build:renderer" first.');
  }, 30_000);
});
