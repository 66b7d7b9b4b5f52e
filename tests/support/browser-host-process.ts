/**
 * Starts the real browser-mode host (`src/main/browser-host.ts`: platform server + renderer +
 * IPC over HTTP) as a child process with a fresh data folder, exactly as
 * `npm run start:browser` does after the renderer build, except that it opens no browser:
 * the tests open the launch address it prints in their own Chromium. The host and its platform
 * server listen on ports the system gives them (PORT=0, SERVER_PORT=0), read from the two lines
 * the host prints: a port chosen here and bound there later could be taken in between.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { NotificationOutboxEntry } from '../../src/server/services/notifications/outbox';

export interface BrowserHostProcess {
  /** The page's address: the app for a browser that has loaded `launchUrl`, a refusal for any other. */
  url: string;
  /** The address the host printed, with its one-time launch token (see tests/support/chromium.ts, openLaunchAddress). */
  launchUrl: string;
  serverUrl: string;
  dataDir: string;
  /** Everything the host printed so far. */
  output(): string;
  stop(): Promise<void>;
  /** SIGKILL, as a crash is: nothing is flushed or closed, and the data folder stays. */
  kill(): Promise<void>;
}

export interface StartOptions {
  dataDir?: string;
  env?: Record<string, string>;
  /** Use this platform server (office mode) instead of the host starting its own. */
  serverUrl?: string;
}

/**
 * The end-to-end suites sign in far more often than one person would, so they raise the
 * OTP limits through the documented OTP_POLICY override; the server suites test the defaults.
 */
export const E2E_OTP_POLICY = JSON.stringify({
  maxCodesPerIdentityPerDay: 1000,
  maxGeneratesPerIpPerWindow: 1000,
  maxVerifiesPerIpPerWindow: 1000,
  maxWrongCodesPerIdentityPerDay: 1000,
  resendCooldownMs: 1,
  maxResendCooldownMs: 1,
});

/** Names a data folder already migrated and seeded (tests/support/seeded-data.ts) that new hosts start from a copy of. */
export const SEEDED_DATA_DIR_ENV = 'E2E_SEEDED_DATA_DIR';

/**
 * A fresh data folder for a host: empty, or a copy of the seeded one when the run made one.
 * A copy opens a database that is ready, where an empty folder has it built first (migrations
 * and seed, about half of a host's start).
 */
export function freshDataDir(prefix = 'backoffice-e2e-'): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const seeded = process.env[SEEDED_DATA_DIR_ENV];
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  return dataDir;
}

export async function startBrowserHostProcess(options: StartOptions = {}): Promise<BrowserHostProcess> {
  const dataDir = options.dataDir ?? freshDataDir();
  const ownsDataDir = !options.dataDir;
  const root = resolve(__dirname, '../..');
  // Each host gets its own database: CI's DATABASE_URL is for the server suites, not for these.
  const { DATABASE_URL: _ciDatabase, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main/browser-host.ts'], {
    cwd: root,
    env: {
      ...inherited,
      PORT: '0',
      SERVER_PORT: '0',
      BACKOFFICE_DATA_DIR: dataDir,
      OTP_POLICY: E2E_OTP_POLICY,
      BROWSER: 'none',
      ...(options.serverUrl && { BACKOFFICE_SERVER_URL: options.serverUrl }),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  // What the host prints once it listens: its page with the launch token, and the platform server in use.
  const launchLine = /^Back-office ready: ((http:\/\/127\.0\.0\.1:\d+)\/\?launch=[\w-]+)$/m;
  const serverLine = /^Platform server: (\S+)$/m;
  const { launchUrl, url, serverUrl } = await new Promise<{ launchUrl: string; url: string; serverUrl: string }>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`browser host did not start in time:\n${output}`)), 120_000);
    const check = () => {
      const launch = launchLine.exec(output);
      const server = serverLine.exec(output);
      if (launch && server) {
        clearTimeout(timer);
        ready({ launchUrl: launch[1]!, url: launch[2]!, serverUrl: server[1]! });
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`browser host exited with ${code}:\n${output}`));
    });
  });

  return {
    url,
    launchUrl,
    serverUrl,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The newest one-time code the platform server's dev outbox holds for an identity. */
export async function latestOtp(serverUrl: string, to: string): Promise<string> {
  const response = await fetch(`${serverUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { messages: { text: string }[] };
  const code = body.messages[0]?.text.match(/\b\d{4}\b/)?.[0];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** An app notification as `GET /dev/notifications` answers it (the notification outbox). */
export type AppNotification = NotificationOutboxEntry;

/** The app notifications the platform server's outbox holds for an app user, newest first. */
export async function appNotificationsFor(serverUrl: string, userId: string): Promise<AppNotification[]> {
  const response = await fetch(`${serverUrl}/dev/notifications?userId=${encodeURIComponent(userId)}`);
  if (!response.ok) throw new Error(`GET /dev/notifications answered ${response.status}`);
  return ((await response.json()) as { notifications: AppNotification[] }).notifications;
}

export interface ApiSession {
  get(path: string): Promise<Response>;
  /** Any method with a JSON body, as the signed-in admin. */
  send(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<Response>;
}

/** Signs in against the platform server's API directly, for a test's own look at (and setup of) the data. */
export async function apiSession(serverUrl: string, mobile: string): Promise<ApiSession> {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${serverUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const challenge = (await (await post('/otp/generate', { mobile_number: mobile })).json()) as { access_token: string; timestamp: number };
  const otp = await latestOtp(serverUrl, mobile);
  const session = (await (await post('/otp/verify', { otp, timestamp: challenge.timestamp, mobile_number: mobile }, challenge.access_token)).json()) as {
    access_token: string;
    object_id: string;
  };
  const headers = { authorization: `Bearer ${session.access_token}`, 'x-object-id': session.object_id };
  return {
    get: (path) => fetch(`${serverUrl}${path}`, { headers }),
    send: (method, path, body) =>
      fetch(`${serverUrl}${path}`, {
        method,
        headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      }),
  };
}
