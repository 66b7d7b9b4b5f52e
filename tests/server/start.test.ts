import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultDataDir } from '../../src/server/paths';
import { startPlatformServer, type RunningPlatformServer } from '../../src/server/start';
import { createFreshDatabase, freshPgliteDataDir } from './support/databases';
import { describeOnEachDatabase } from './support/each-database';
import type { HttpResult } from './support/test-server';

const ADMIN = { mobile_number: '971500000001' };

async function json(url: string, init?: RequestInit): Promise<HttpResult> {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json(), headers: Object.fromEntries(response.headers.entries()) };
}

/** A GET naming another Host than the address it goes to (fetch would not send that header). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: { code?: string } }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { host } }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as { code?: string } }));
    })
      .on('error', reject)
      .end();
  });
}

/** Signs the demo admin in through the running server's real endpoints. */
async function signInAdmin(url: string): Promise<{ token: string; objectId: string }> {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    json(url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const generated = await post('/otp/generate', ADMIN);
  expect(generated.status).toBe(200);
  const outbox = await json(`${url}/dev/outbox?to=${ADMIN.mobile_number}`);
  const code = /\b(\d{4})\b/.exec(outbox.body.messages[0].text)![1];
  const verified = await post(
    '/otp/verify',
    { ...ADMIN, otp: code, timestamp: generated.body.timestamp },
    { authorization: `Bearer ${generated.body.access_token}` },
  );
  expect(verified.status).toBe(200);
  return { token: verified.body.access_token, objectId: verified.body.object_id };
}

const running: RunningPlatformServer[] = [];
const folders: string[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  for (const server of running.splice(0)) await server.close();
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** An empty folder: the server creates its database there from nothing (first run). */
async function emptyFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'bo-start-test-'));
  folders.push(folder);
  return folder;
}

/** A folder that already holds an empty migrated database (faster than a first run). */
async function preparedFolder(): Promise<string> {
  const folder = await freshPgliteDataDir();
  folders.push(folder);
  return folder;
}

async function start(options: Parameters<typeof startPlatformServer>[0]): Promise<RunningPlatformServer> {
  const server = await startPlatformServer({ port: 0, logger: false, ...options });
  running.push(server);
  return server;
}

describe('startPlatformServer on the embedded database', () => {
  // From an empty folder: the embedded database made, migrated and seeded, 20–27 s of a loaded two-core machine.
  it('serves on a free port of 127.0.0.1 and keeps its data in the folder across restarts', { timeout: 90_000 }, async () => {
    const dataDir = await emptyFolder();
    const first = await start({ dataDir, seed: 'demo', devOutbox: true });
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(first.dataDir).toBe(dataDir);
    expect((await json(`${first.url}/health`)).body).toMatchObject({ status: 'ok' });
    const session = await signInAdmin(first.url);
    await first.close();
    running.splice(running.indexOf(first), 1);

    // Same folder, seeded again: the same admin, the same session, no duplicated rows.
    const second = await start({ dataDir, seed: 'demo' });
    const headers = { authorization: `Bearer ${session.token}`, 'x-object-id': session.objectId };
    const organizations = await json(`${second.url}/organizations`, { headers });
    expect(organizations.status).toBe(200);
    expect(organizations.body.data.organizations).toHaveLength(3);
    const admins = await json(`${second.url}/users?role=admin`, { headers });
    expect(admins.body.users).toHaveLength(1);
  });

  it('takes OTP limit overrides from env OTP_POLICY', async () => {
    vi.stubEnv('OTP_POLICY', JSON.stringify({ maxGeneratesPerIpPerWindow: 1 }));
    const server = await start({ dataDir: await preparedFolder(), seed: 'demo' });
    const generate = (mobile: string) =>
      json(`${server.url}/otp/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile_number: mobile }),
      });
    expect((await generate('971500000001')).status).toBe(200);
    const second = await generate('971500000002');
    expect(second.status).toBe(429);
    expect(second.body.code).toBe('otp.ipLimit');
  });

  it('refuses to start with a malformed OTP_POLICY, naming it', async () => {
    for (const malformed of ['{"maxWrongTries": -1}', '{"noSuchLimit": 3}', 'max=3']) {
      vi.stubEnv('OTP_POLICY', malformed);
      await expect(start({ dataDir: await emptyFolder() })).rejects.toThrow(/OTP_POLICY/);
    }
  });

  it('uses the SMS gateway from the environment, and then has no dev outbox even when switched on', async () => {
    vi.stubEnv('SMS_GATEWAY_URL', 'http://127.0.0.1:9/unreachable');
    vi.stubEnv('DEV_OUTBOX', '1');
    const server = await start({ dataDir: await preparedFolder(), seed: 'demo' });
    expect((await json(`${server.url}/dev/outbox?to=971500000001`)).status).toBe(404);
  });

  it('serves the dev outbox only when DEV_OUTBOX switches it on, not merely because codes go to the outbox', async () => {
    const dataDir = await preparedFolder();
    const off = await start({ dataDir, seed: 'demo' });
    await json(`${off.url}/otp/generate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    expect((await json(`${off.url}/dev/outbox?to=${ADMIN.mobile_number}`)).status).toBe(404);
    await off.close();
    running.splice(running.indexOf(off), 1);

    vi.stubEnv('DEV_OUTBOX', '1');
    const on = await start({ dataDir, seed: 'demo' });
    const outbox = await json(`${on.url}/dev/outbox?to=${ADMIN.mobile_number}`);
    expect(outbox.status).toBe(200);
    expect(outbox.body.messages).toHaveLength(1);
  });

  it('refuses to listen beyond loopback without the names it is reached by, and to trust every proxy', async () => {
    await expect(start({ dataDir: await emptyFolder(), host: '0.0.0.0' })).rejects.toThrow(/ALLOWED_HOSTS/);
    for (const everything of ['*', 'true', '0.0.0.0/0', '::/0', '10.0.0.0/33', 'proxy.example.org']) {
      vi.stubEnv('TRUSTED_PROXIES', everything);
      await expect(start({ dataDir: await emptyFolder() }), everything).rejects.toThrow(/TRUSTED_PROXIES/);
    }
    vi.stubEnv('TRUSTED_PROXIES', '');
    vi.stubEnv('ALLOWED_HOSTS', 'https://backoffice.example.org/');
    await expect(start({ dataDir: await emptyFolder() })).rejects.toThrow(/ALLOWED_HOSTS/);
  });

  it('answers the names in ALLOWED_HOSTS besides loopback, and no other', async () => {
    vi.stubEnv('ALLOWED_HOSTS', 'backoffice.example.org, 10.0.0.5');
    const server = await start({ dataDir: await preparedFolder(), host: '0.0.0.0' });
    const health = (host: string) => getWithHost(`${server.url}/health`, host);
    expect((await health('backoffice.example.org')).status).toBe(200);
    expect((await health('BackOffice.Example.org:443')).status).toBe(200);
    expect((await health('10.0.0.5:4181')).status).toBe(200);
    const foreign = await health('evil.example');
    expect(foreign.status).toBe(421);
    expect(foreign.body.code).toBe('hostNotAllowed');
  });

  it('keeps data under the user data directory by default', () => {
    expect(defaultDataDir({ XDG_DATA_HOME: '/data' }, 'linux')).toBe('/data/charity-backoffice/server');
    expect(defaultDataDir({}, 'linux')).toMatch(/\.local[/\\]share[/\\]charity-backoffice[/\\]server$/);
    expect(defaultDataDir({}, 'darwin')).toMatch(/Library[/\\]Application Support[/\\]charity-backoffice[/\\]server$/);
    expect(defaultDataDir({ APPDATA: 'C:\\Users\\a\\AppData\\Roaming' }, 'win32')).toContain('charity-backoffice');
  });
});

describeOnEachDatabase('startPlatformServer', (kind) => {
  it('runs the same migrations and seed on this database', async () => {
    const database = await createFreshDatabase(kind);
    try {
      await database.handle.close();
      const server = await start({ ...database.location, seed: 'demo', devOutbox: true });
      expect(server.dataDir).toBe('dataDir' in database.location ? database.location.dataDir : null);
      const session = await signInAdmin(server.url);
      const mnos = await json(`${server.url}/dashboard_mnos`, {
        headers: { authorization: `Bearer ${session.token}`, 'x-object-id': session.objectId },
      });
      expect(mnos.body.data.MNOs).toHaveLength(2);
      await server.close();
      running.splice(running.indexOf(server), 1);
    } finally {
      await database.dispose();
    }
  });
});

describe('npm run server (src/server/cli.ts)', () => {
  it('prints the data folder and the address, serves, and exits cleanly on SIGTERM', async () => {
    const dataDir = await preparedFolder();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', '--seed', 'demo'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', BACKOFFICE_DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await vi.waitFor(() => expect(output).toMatch(/Platform server: http:\/\/127\.0\.0\.1:\d+/), {
        timeout: 20_000,
        interval: 100,
      });
      expect(output).toContain(`Data folder: ${dataDir}`);
      const url = /Platform server: (\S+)/.exec(output)![1]!;
      expect((await json(`${url}/health`)).body).toMatchObject({ status: 'ok' });
      expect((await json(`${url}/openapi.json`)).status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
