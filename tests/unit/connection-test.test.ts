/**
 * 'Test connection' and the client's version header against stand-ins that answer the way a
 * platform server, an old one, a stranger or a refusing one would.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/main/core/api-client';
import { testConnection } from '../../src/main/core/connection-test';
import { createMemorySessionStore } from '../../src/main/core/session-store';
import { MIN_SERVER_VERSION } from '../../src/shared/versions';

let server: Server | null = null;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

/** A stand-in answering every request with `status` and `body`; it records the headers it got. */
async function standIn(status: number, body: unknown): Promise<{ url: string; seen: IncomingHttpHeaders[] }> {
  const seen: IncomingHttpHeaders[] = [];
  server = createServer((request, response) => {
    seen.push(request.headers);
    response.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen };
}

const health = (version: string, minClientVersion = '0.1.0') => ({ status: 'ok', version, minClientVersion });

describe('testConnection', () => {
  it('succeeds against a platform server whose versions fit, sending the app version', async () => {
    const { url, seen } = await standIn(200, health('3.0.0', '1.0.0'));
    expect(await testConnection(`${url}/`, { clientVersion: '1.2.0' })).toEqual({ ok: true, serverVersion: '3.0.0' });
    expect(seen[0]?.['x-client-version']).toBe('1.2.0');
  });

  it('says the client is too old, and which version it needs', async () => {
    const { url } = await standIn(200, health('3.0.0', '2.0.0'));
    expect(await testConnection(url, { clientVersion: '1.2.0' })).toMatchObject({ ok: false, reason: 'clientTooOld', requiredVersion: '2.0.0' });
  });

  it('says the client is too old when the server refuses it with 426', async () => {
    const { url } = await standIn(426, { code: 'clientTooOld', message: 'Update.' });
    expect(await testConnection(url, { clientVersion: '1.2.0' })).toMatchObject({ ok: false, reason: 'clientTooOld' });
  });

  it('says the server is too old when it names no version or an older one', async () => {
    const { url } = await standIn(200, { status: 'ok' });
    expect(await testConnection(url, { clientVersion: '1.2.0' })).toMatchObject({ ok: false, reason: 'serverTooOld', requiredVersion: MIN_SERVER_VERSION });
  });

  it('says the server does not answer to that name (421)', async () => {
    const { url } = await standIn(421, { code: 'hostNotAllowed', message: 'No.' });
    expect(await testConnection(url, { clientVersion: '1.2.0' })).toMatchObject({ ok: false, reason: 'hostNotAllowed' });
  });

  it('says something that is not a platform server answered', async () => {
    const page = await standIn(200, '<html>a web site</html>');
    expect(await testConnection(page.url, { clientVersion: '1.2.0' })).toMatchObject({ ok: false, reason: 'notBackoffice' });
  });

  it('says nothing accepts connections at a closed port, with the system\'s own words as the detail', async () => {
    const { url } = await standIn(200, health('1.0.0'));
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = null;
    const result = await testConnection(url, { clientVersion: '1.2.0' });
    expect(result).toMatchObject({ ok: false, reason: 'refused' });
    expect(result.ok ? '' : result.detail).toMatch(/ECONNREFUSED/);
  });

  it('says when the address does not answer in time', async () => {
    // Takes the connection and never answers.
    server = createServer(() => undefined);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect(await testConnection(url, { clientVersion: '1.2.0', timeoutMs: 200 })).toMatchObject({ ok: false, reason: 'timedOut' });
    // So that closing it does not wait for the connection left open.
    server.closeAllConnections();
  });

  it('says when the server name is not known', async () => {
    // `.invalid` is never a name (RFC 2606): the look-up fails, whatever the network.
    expect(await testConnection('http://backoffice.invalid', { clientVersion: '1.2.0' })).toMatchObject({ ok: false, reason: 'dnsFailed' });
  });

  it('says when the secure connection fails (https to a server that speaks plain http)', async () => {
    const { url } = await standIn(200, health('3.0.0'));
    expect(await testConnection(url.replace('http:', 'https:'), { clientVersion: '1.2.0' })).toMatchObject({ ok: false, reason: 'tlsFailed' });
  });
});

describe('the API client and versions', () => {
  const clientFor = (url: string) =>
    createApiClient({
      serviceUrls: { auth: url, content: url, shortcodes: url, files: url },
      sessionStore: createMemorySessionStore(),
      clientVersion: '4.5.6',
    });

  it('sends X-Client-Version on every request', async () => {
    const { url, seen } = await standIn(200, { ok: true });
    await clientFor(url).request({ service: 'content', method: 'GET', path: '/anything', auth: 'none' });
    expect(seen[0]?.['x-client-version']).toBe('4.5.6');
  });

  it('turns a 426 into clientTooOld, even when a proxy answered it without a code', async () => {
    const { url } = await standIn(426, '<html>Upgrade Required</html>');
    await expect(clientFor(url).request({ service: 'content', method: 'GET', path: '/anything', auth: 'none' })).rejects.toMatchObject({
      code: 'clientTooOld',
      status: 426,
    });
  });
});
