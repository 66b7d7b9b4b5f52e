/**
 * Client and server versions: `GET /health` says the server's version and the oldest client it
 * accepts; a back-office client older than that is refused with 426 `clientTooOld` on every
 * route, public or not; a request without the version header (the public app, the website,
 * curl) is not checked.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { minClientVersionFromEnv } from '../../src/server/plugins/client-version';
import { DEFAULT_MIN_CLIENT_VERSION } from '../../src/shared/versions';
import { describeOnOneDatabase } from './support/each-database';
import { ADMIN, useTestServer } from './support/test-server';

const packageVersion = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

describeOnOneDatabase('client versions', (kind) => {
  const server = useTestServer(kind, { config: { minClientVersion: '2.1.0' } });

  it('answers the server version and the minimum client version on /health', async () => {
    const health = await server().http('GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok', version: packageVersion, minClientVersion: '2.1.0' });
  });

  it('refuses an older client with 426 clientTooOld, before the route or the admin guard', async () => {
    for (const version of ['2.0.9', '2.1.0-beta.1', '1.9.0']) {
      const health = await server().http('GET', '/health', { headers: { 'x-client-version': version } });
      expect(health.status, version).toBe(426);
      expect(health.body.code).toBe('clientTooOld');
      const guarded = await server().http('GET', '/activities', { headers: { 'x-client-version': version } });
      expect(guarded.status).toBe(426);
    }
  });

  it('answers 400 clientVersionInvalid to a header that is not a version, before the route or the admin guard', async () => {
    for (const version of ['1.2', '2', 'not-a-version', 'v2.1.0', '2.1.0.1', '']) {
      for (const path of ['/health', '/activities']) {
        const answer = await server().http('GET', path, { headers: { 'x-client-version': version } });
        expect(answer.status, `${path} ${JSON.stringify(version)}`).toBe(400);
        expect(answer.body).toEqual({ code: 'clientVersionInvalid', message: 'X-Client-Version must be a version such as 1.2.0.' });
      }
    }
  });

  it('lets a client at or above the minimum through, and does not check requests without the header', async () => {
    for (const version of ['2.1.0', '2.1.1', '10.0.0']) {
      expect((await server().http('GET', '/health', { headers: { 'x-client-version': version } })).status, version).toBe(200);
    }
    expect((await server().http('GET', '/health')).status).toBe(200);
    // Without the header, an admin route still answers as before: here, 401 without a session.
    expect((await server().http('GET', '/activities')).status).toBe(401);
  });

  it('serves a signed-in admin whose client is new enough', async () => {
    const session = await server().signIn(ADMIN);
    const activities = await server().http('GET', '/activities', { session, headers: { 'x-client-version': '2.1.0' } });
    expect(activities.status).toBe(200);
  });
});

describeOnOneDatabase('client versions by default', (kind) => {
  const server = useTestServer(kind);

  it('accepts the client built from this repository and says the default minimum', async () => {
    const health = await server().http('GET', '/health', { headers: { 'x-client-version': packageVersion } });
    expect(health.status).toBe(200);
    expect(health.body.minClientVersion).toBe(DEFAULT_MIN_CLIENT_VERSION);
  });
});

describe('MIN_CLIENT_VERSION', () => {
  it('takes a version, nothing for the default, and stops on anything else', () => {
    expect(minClientVersionFromEnv({ MIN_CLIENT_VERSION: ' 1.4.0 ' })).toBe('1.4.0');
    expect(minClientVersionFromEnv({})).toBeUndefined();
    expect(minClientVersionFromEnv({ MIN_CLIENT_VERSION: '' })).toBeUndefined();
    expect(() => minClientVersionFromEnv({ MIN_CLIENT_VERSION: '1.4' })).toThrow(/MIN_CLIENT_VERSION/);
  });
});
