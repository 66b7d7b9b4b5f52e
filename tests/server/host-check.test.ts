import { expect, it } from 'vitest';
import { describeOnOneDatabase } from './support/each-database';
import { ADMIN, useTestServer } from './support/test-server';

/**
 * DNS rebinding: a page on evil.example whose name now resolves to 127.0.0.1 reaches the
 * server's port, but its requests name evil.example in Host. Every route (public, admin,
 * media, dev outbox, unknown paths) refuses such a request before doing anything.
 */
describeOnOneDatabase('The Host check against DNS rebinding', (kind) => {
  const server = useTestServer(kind);
  const foreign = { host: 'evil.example:4181' };

  it('refuses a foreign Host on every route the OpenAPI document lists, and on unknown paths', async () => {
    const session = await server().signIn(ADMIN);
    const { body } = await server().http('GET', '/openapi.json');
    const operations = Object.entries(body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
    expect(operations.length).toBeGreaterThan(40);
    const sample: Record<string, string> = { id: '1', objectId: 'abc', listKey: 'activities', name: 'x', folder: 'activities', file: 'x.jpg' };
    const paths = [
      ...operations.map(({ method, path }) => ({ method, url: path.replace(/\{(\w+)\}/g, (_, name: string) => sample[name] ?? 'x') })),
      { method: 'GET', url: '/no/such/route' },
    ];
    for (const { method, url } of paths) {
      // As an admin, so the refusal is the Host's and not the guard's.
      const answer = await server().injectFrom('127.0.0.1', method, url, { session, headers: foreign, ...(method === 'GET' ? {} : { body: {} }) });
      expect(answer.status, `${method} ${url}`).toBe(421);
      expect(answer.body, `${method} ${url}`).toMatchObject({ code: 'hostNotAllowed', message: expect.any(String) });
    }
  });

  it('sends no code and shows no outbox to a rebound page, so it cannot sign in as the admin', async () => {
    const asked = await server().injectFrom('127.0.0.1', 'POST', '/otp/generate', { body: { mobile_number: '971500000777' }, headers: foreign });
    expect(asked.status).toBe(421);
    const read = await server().injectFrom('127.0.0.1', 'GET', '/dev/outbox?to=971500000777', { headers: foreign });
    expect(read.status).toBe(421);
    // Nothing was sent: the outbox, read the legitimate way, is empty.
    const outbox = await server().http('GET', '/dev/outbox?to=971500000777');
    expect(outbox.body.messages).toEqual([]);
  });

  it('answers the loopback names, with or without a port, and refuses a look-alike or malformed Host', async () => {
    for (const host of ['127.0.0.1:4181', 'localhost:4181', 'LOCALHOST', '[::1]:4181', '127.0.0.1']) {
      expect((await server().injectFrom('127.0.0.1', 'GET', '/health', { headers: { host } })).status, host).toBe(200);
    }
    for (const host of ['127.0.0.1.evil.example', 'localhost.', 'evil.example', '127.0.0.1@evil.example', '[::1']) {
      const answer = await server().injectFrom('127.0.0.1', 'GET', '/health', { headers: { host } });
      expect(answer.status, `Host: ${host}`).toBe(421);
    }
  });

  it('believes X-Forwarded-Host only from a trusted proxy (none here)', async () => {
    const answer = await server().injectFrom('127.0.0.1', 'GET', '/health', { headers: { 'x-forwarded-host': 'evil.example' } });
    expect(answer.status).toBe(200);
  });
});

describeOnOneDatabase('The Host check behind a trusted proxy', (kind) => {
  const proxy = '10.0.0.2';
  const server = useTestServer(kind, { config: { trustedProxies: [proxy], allowedHosts: ['backoffice.example.org'] } });
  const fromProxy = (headers: Record<string, string>, path = '/health') => server().injectFrom(proxy, 'GET', path, { headers });

  it('checks the Host header itself: a forwarded allowed name does not stand in for a foreign one', async () => {
    // A rebound page's request (same-origin to it, so it may set any header) through a proxy that passes X-Forwarded-Host on.
    for (const forwarded of ['backoffice.example.org', 'localhost', '127.0.0.1:4181']) {
      for (const path of ['/health', '/otp/generate', '/activities']) {
        const answer = await fromProxy({ host: 'evil.example', 'x-forwarded-host': forwarded }, path);
        expect(answer.status, `${path} forwarded ${forwarded}`).toBe(421);
        expect(answer.body.code).toBe('hostNotAllowed');
      }
    }
  });

  it('checks the name the proxy forwarded too, and answers when both are allowed', async () => {
    expect((await fromProxy({ host: 'backoffice.example.org', 'x-forwarded-host': 'evil.example' })).status).toBe(421);
    expect((await fromProxy({ host: 'backoffice.example.org', 'x-forwarded-host': 'backoffice.example.org' })).status).toBe(200);
    expect((await fromProxy({ host: 'backoffice.example.org:8443' })).status).toBe(200);
    expect((await fromProxy({ host: '10.0.0.9', 'x-forwarded-host': 'backoffice.example.org' })).status).toBe(421);
  });
});
