/**
 * A real platform server on a fresh database, listening on a free port, with a clock the
 * test moves. Tests talk to it over HTTP (and through `inject` only to pose as another
 * client address).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { OtpPolicy } from '../../../src/shared/constants';
import { buildServer } from '../../../src/server/app';
import type { ServerConfig } from '../../../src/server/context';
import type { LogFormat } from '../../../src/server/log-format';
import type { Database } from '../../../src/server/db/database';
import { seedDemoData } from '../../../src/server/seed/demo';
import type { MessageSender } from '../../../src/server/services/messaging/types';
import { createFreshDatabase, type DatabaseKind, type FreshDatabase } from './databases';

export class TestClock {
  private current: number;

  constructor(start = Date.parse('2025-03-01T08:00:00.000Z')) {
    this.current = start;
  }

  readonly now = (): Date => new Date(this.current);

  advance(ms: number): void {
    this.current += ms;
  }
}

export type Identity = { mobile_number: string } | { email: string };

export interface Session {
  token: string;
  objectId: string;
  newUser: boolean;
}

export interface HttpResult {
  status: number;
  // Tests read whatever the server answered.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Record<string, string>;
}

export interface RequestOptions {
  body?: unknown;
  /** Sends `Authorization: Bearer <token>` and `X-Object-Id`. */
  session?: Pick<Session, 'token' | 'objectId'>;
  headers?: Record<string, string>;
}

export interface TestServer {
  app: FastifyInstance;
  url: string;
  clock: TestClock;
  database: FreshDatabase;
  /** Where uploads are stored. */
  mediaDir: string;
  http(method: string, path: string, options?: RequestOptions): Promise<HttpResult>;
  /** The same request, as if it came from `remoteAddress`. */
  injectFrom(remoteAddress: string, method: string, path: string, options?: RequestOptions): Promise<HttpResult>;
  /** Newest code the outbox holds for a mobile number or email address. */
  latestCode(to: string): Promise<string>;
  /**
   * Signs in through POST /otp/generate, the dev outbox and POST /otp/verify. Moves the
   * clock past the resend cooldown first, so an identity can sign in again.
   */
  signIn(identity: Identity): Promise<Session>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  otpPolicy?: Partial<OtpPolicy>;
  /** Default: the outbox. */
  messageSender?: (db: Database) => MessageSender;
  /** Demo seed (admin 971500000001 / admin@example.org, …). Default true. */
  seed?: boolean;
  /** Run on this database instead of a fresh one (a second instance); not disposed on close. */
  database?: FreshDatabase;
  clock?: TestClock;
  /** Folder of uploaded media; default a new temporary folder, deleted on close. */
  mediaDir?: string;
  /** More server configuration (trusted proxies, allowed host names…). */
  config?: Partial<ServerConfig>;
  /** The request log in this format, written to `logOutput` (default: no log). */
  logger?: LogFormat;
  logOutput?: { write(text: string): unknown };
}

export const ADMIN = { mobile_number: '971500000001' } as const;
export const ADMIN_EMAIL = { email: 'admin@example.org' } as const;
export const NON_ADMIN = { mobile_number: '971500000002' } as const;

const COOLDOWN_MARGIN_MS = 31_000;

export async function startTestServer(kind: DatabaseKind, options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await createFreshDatabase(kind));
  const ownsDatabase = !options.database;
  const handle = ownsDatabase ? database.handle : await database.openAnother();
  const clock = options.clock ?? new TestClock();
  const ownsMediaDir = !options.mediaDir;
  const mediaDir = options.mediaDir ?? (await mkdtemp(join(tmpdir(), 'bo-server-media-')));
  if (options.seed ?? true) await seedDemoData(handle.db, clock.now());
  const app = await buildServer({
    db: handle.db,
    clock: clock.now,
    otpPolicy: options.otpPolicy,
    messageSender: options.messageSender?.(handle.db),
    logger: options.logger,
    logOutput: options.logOutput,
    // The suites read codes from the dev outbox, as browser mode's user does.
    config: { mediaDir, devOutbox: true, ...options.config },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server is not listening on a port');
  const url = `http://127.0.0.1:${address.port}`;

  const http = async (method: string, path: string, requestOptions: RequestOptions = {}): Promise<HttpResult> => {
    const response = await fetch(url + path, {
      method,
      headers: requestHeaders(requestOptions),
      body: requestOptions.body === undefined ? undefined : JSON.stringify(requestOptions.body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text,
      headers: Object.fromEntries(response.headers.entries()),
    };
  };

  const server: TestServer = {
    app,
    url,
    clock,
    database,
    mediaDir,
    http,
    async injectFrom(remoteAddress, method, path, requestOptions = {}) {
      const response = await app.inject({
        method: method as 'GET',
        url: path,
        remoteAddress,
        headers: requestHeaders(requestOptions),
        payload: requestOptions.body === undefined ? undefined : JSON.stringify(requestOptions.body),
      });
      return {
        status: response.statusCode,
        body: response.body === '' ? '' : response.json(),
        headers: Object.fromEntries(Object.entries(response.headers).map(([key, value]) => [key, String(value)])),
      };
    },
    async latestCode(to) {
      const outbox = await http('GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
      expect(outbox.status).toBe(200);
      const text: string = outbox.body.messages[0]?.text ?? '';
      const code = /\b(\d{4})\b/.exec(text)?.[1];
      if (!code) throw new Error(`no code in the outbox for ${to}`);
      return code;
    },
    async signIn(identity) {
      clock.advance(COOLDOWN_MARGIN_MS);
      const generated = await http('POST', '/otp/generate', { body: identity });
      expect(generated.status, JSON.stringify(generated.body)).toBe(200);
      const code = await server.latestCode(Object.values(identity)[0] as string);
      const verified = await http('POST', '/otp/verify', {
        body: { ...identity, otp: code, timestamp: generated.body.timestamp },
        headers: { authorization: `Bearer ${generated.body.access_token}` },
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      return { token: verified.body.access_token, objectId: verified.body.object_id, newUser: verified.body.new_user };
    },
    async close() {
      await app.close();
      if (ownsMediaDir) await rm(mediaDir, { recursive: true, force: true });
      if (ownsDatabase) await database.dispose();
      else await handle.close();
    },
  };
  return server;
}

function requestHeaders(options: RequestOptions): Record<string, string> {
  return {
    ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(options.session
      ? { authorization: `Bearer ${options.session.token}`, 'x-object-id': options.session.objectId }
      : {}),
    ...options.headers,
  };
}

/** One server for the enclosing describe block: started before its tests, closed after. */
export function useTestServer(kind: DatabaseKind, options: TestServerOptions = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(kind, options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the test server has not started');
    return server;
  };
}
