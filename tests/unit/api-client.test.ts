import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, type ApiClient } from '../../src/main/core/api-client';
import { serviceNames, type ServiceName } from '../../src/main/core/config';
import { findFreePort } from '../../src/main/core/local-server-support';
import { createMemorySessionStore, type SessionStore } from '../../src/main/core/session-store';
import { startStubServer } from './helpers/stub-http';

const allServicesAt = (url: string) => Object.fromEntries(serviceNames.map((name) => [name, url])) as Record<ServiceName, string>;

let stub: Awaited<ReturnType<typeof startStubServer>> | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

async function clientFor(respond: Parameters<typeof startStubServer>[0], options: { timeoutMs?: number; store?: SessionStore } = {}) {
  stub = await startStubServer(respond);
  const sessionStore = options.store ?? createMemorySessionStore();
  const client: ApiClient = createApiClient({ serviceUrls: allServicesAt(stub.url), sessionStore, ...(options.timeoutMs && { timeoutMs: options.timeoutMs }) });
  return { client, sessionStore, stub };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => (_request: unknown, res: import('node:http').ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('attaches the stored session (bearer and X-Object-Id) to every call', async () => {
    const store = createMemorySessionStore();
    await store.save({ token: 'tok-1', objectId: 'obj-1' });
    const { client, stub } = await clientFor(json(200, { data: { ok: 1 } }), { store });
    expect(await client.request({ service: 'content', method: 'GET', path: '/organizations' })).toEqual({ data: { ok: 1 } });
    expect(stub.seen[0]?.headers).toMatchObject({ authorization: 'Bearer tok-1', 'x-object-id': 'obj-1' });
  });

  it('sends explicit credentials or none when told, and JSON bodies', async () => {
    const { client, stub } = await clientFor(json(200, {}));
    await client.request({ service: 'auth', method: 'POST', path: '/otp/generate', body: { email: 'a@example.org' }, auth: 'none' });
    await client.request({ service: 'auth', method: 'POST', path: '/otp/verify', body: { otp: '1234' }, auth: { token: 'challenge' } });
    expect(stub.seen[0]?.headers.authorization).toBeUndefined();
    expect(stub.seen[0]?.headers['x-object-id']).toBeUndefined();
    expect(JSON.parse(stub.seen[0]?.body ?? '')).toEqual({ email: 'a@example.org' });
    expect(stub.seen[1]?.headers.authorization).toBe('Bearer challenge');
    expect(stub.seen[1]?.headers['x-object-id']).toBeUndefined();
  });

  it('does not call the server at all without a stored session', async () => {
    const { client, stub } = await clientFor(json(200, {}));
    const error = await failure(client.request({ service: 'content', method: 'GET', path: '/activities' }));
    expect(error.toBody()).toEqual({ code: 'unauthorized', status: 401, message: 'You are not signed in.' });
    expect(stub.seen).toHaveLength(0);
  });

  it("keeps the server's own error code, message, fields and retry time", async () => {
    const { client } = await clientFor(json(429, { code: 'otp.cooldown', message: 'Wait a little', retryAfterSeconds: 17, fields: { email: 'otp.cooldown' } }));
    const error = await failure(client.request({ service: 'auth', method: 'POST', path: '/otp/generate', body: {}, auth: 'none' }));
    expect(error.toBody()).toEqual({ code: 'otp.cooldown', message: 'Wait a little', status: 429, retryAfterSeconds: 17, fields: { email: 'otp.cooldown' } });
  });

  it('derives the code from the status when the body names none we know, and reads Retry-After', async () => {
    const { client } = await clientFor(json(429, { message: 'Slow down', code: 'SOMETHING_ELSE' }, { 'retry-after': '30' }));
    const error = await failure(client.request({ service: 'auth', method: 'GET', path: '/x', auth: 'none' }));
    expect(error.toBody()).toEqual({ code: 'rateLimited', message: 'Slow down', status: 429, retryAfterSeconds: 30 });
  });

  it("maps a non-JSON error page (a proxy's 502) to 'internal' in plain English", async () => {
    const { client } = await clientFor((_request, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><body>Bad gateway</body></html>');
    });
    const error = await failure(client.request({ service: 'content', method: 'GET', path: '/x', auth: 'none' }));
    expect(error.toBody()).toEqual({ code: 'internal', status: 502, message: 'The server answered with an unexpected response (HTTP 502).' });
  });

  it("maps a 200 that is not JSON, or not the expected shape, to 'internal'", async () => {
    const { client } = await clientFor((request, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(request.url === '/text' ? 'hello' : JSON.stringify({ user: { name: 1 } }));
    });
    expect((await failure(client.request({ service: 'auth', method: 'GET', path: '/text', auth: 'none' }))).code).toBe('internal');
    const schema = z.object({ user: z.object({ name: z.string() }) });
    const error = await failure(client.request({ service: 'auth', method: 'GET', path: '/users/1', auth: 'none', schema }));
    expect(error.toBody()).toMatchObject({ code: 'internal', status: 200 });
    expect(error.message).toContain('unexpected shape');
  });

  it("reports an unreachable server as 'network'", async () => {
    const port = await findFreePort();
    const client = createApiClient({ serviceUrls: allServicesAt(`http://127.0.0.1:${port}`), sessionStore: createMemorySessionStore() });
    const error = await failure(client.request({ service: 'auth', method: 'GET', path: '/health', auth: 'none' }));
    expect(error.toBody()).toEqual({ code: 'network', message: `Cannot reach the server at http://127.0.0.1:${port}.` });
  });

  it("reports a server that does not answer in time as 'network'", async () => {
    const { client } = await clientFor(() => {
      // Never answers.
    }, { timeoutMs: 200 });
    const error = await failure(client.request({ service: 'auth', method: 'GET', path: '/slow', auth: 'none' }));
    expect(error.code).toBe('network');
    expect(error.message).toMatch(/did not answer in time/);
  });

  it('does not follow redirects (they could carry the token elsewhere)', async () => {
    const store = createMemorySessionStore();
    await store.save({ token: 'tok-1', objectId: 'obj-1' });
    const { client, stub } = await clientFor((_request, res) => {
      res.writeHead(302, { location: 'http://127.0.0.1:1/steal' });
      res.end();
    }, { store });
    const error = await failure(client.request({ service: 'content', method: 'GET', path: '/organizations' }));
    expect(error.status).toBe(302);
    expect(stub.seen).toHaveLength(1);
  });
});
