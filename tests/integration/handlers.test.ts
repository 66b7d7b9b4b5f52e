/**
 * The IPC handlers against a real platform server (embedded PostgreSQL, demo seed): the
 * sign-in, session check and logout of spec section 4, end to end below the renderer.
 */
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient, type ApiRequest } from '../../src/main/core/api-client';
import { resolveClientConfig } from '../../src/main/core/config';
import { downloadFileSaver } from '../../src/main/core/file-saver';
import { createHandlers } from '../../src/main/core/handlers';
import { dispatch } from '../../src/main/core/ipc-dispatch';
import { linkPolicyFor } from '../../src/main/core/link-policy';
import { findFreePort } from '../../src/main/core/local-server-support';
import { createMemorySessionStore } from '../../src/main/core/session-store';
import type { IpcChannel } from '../../src/shared/ipc';
import { settingsInTempFolder } from './helpers/handlers';
import { DEMO_ADMIN, DEMO_USER, latestOtp, signInDirectly, tokenIsLive, useTestPlatform } from './helpers/platform';

const platform = useTestPlatform();

/** Handlers as the app builds them, plus a record of every token the server issued to them. */
function createApp(serverUrl = platform.url) {
  const config = resolveClientConfig({}, serverUrl);
  const sessionStore = createMemorySessionStore();
  const client = createApiClient({ serviceUrls: config.serviceUrls, sessionStore, timeoutMs: 5_000 });
  const issued: Array<{ token: string; objectId: string }> = [];
  const recordingClient: ApiClient = {
    async request<T>(request: ApiRequest<T>): Promise<T> {
      const value = await client.request(request);
      if (request.path === '/otp/verify') {
        const { access_token, object_id } = value as { access_token: string; object_id: string };
        issued.push({ token: access_token, objectId: object_id });
      }
      return value;
    },
  };
  const opened: string[] = [];
  const handlers = createHandlers({
    api: recordingClient,
    sessionStore,
    config,
    linkPolicy: linkPolicyFor(config),
    openExternal: async (url) => {
      opened.push(url);
    },
    saveFile: downloadFileSaver,
    settings: settingsInTempFolder(),
  });
  const call = (channel: IpcChannel, args?: unknown) => dispatch(handlers, channel, args);
  return { call, sessionStore, issued, opened };
}

type App = ReturnType<typeof createApp>;

async function signIn(app: App, identity: { mobile_number: string } | { email: string }) {
  const args = 'email' in identity ? { channel: 'email', email: identity.email } : { channel: 'mobile', mobile_number: identity.mobile_number };
  const sent = await app.call('auth:sendOtp', args);
  expect(sent).toEqual({ ok: true, value: { destination: 'email' in identity ? identity.email : identity.mobile_number, resendAfterSeconds: expect.any(Number) } });
  const otp = await latestOtp(platform.url, 'email' in identity ? identity.email : identity.mobile_number);
  return app.call('auth:verifyOtp', { otp });
}

describe('sign-in (spec 4, Login)', () => {
  it('signs an admin in by mobile number; the renderer gets the user, never the token', async () => {
    const app = createApp();
    expect(await app.call('session:current')).toEqual({ ok: true, value: { signedIn: false } });
    const result = await signIn(app, DEMO_ADMIN);
    expect(result).toMatchObject({ ok: true, value: { status: 'signedIn', user: { role: 'admin', mobile_number: DEMO_ADMIN.mobile_number } } });
    const stored = await app.sessionStore.load();
    expect(stored).toEqual(app.issued[0]);
    expect(JSON.stringify(result)).not.toContain(stored!.token);

    const current = await app.call('session:current');
    expect(current).toMatchObject({ ok: true, value: { signedIn: true, user: { role: 'admin' } } });
    expect(JSON.stringify(current)).not.toContain(stored!.token);
  }, 30_000);

  it('signs an admin in by email address', async () => {
    const app = createApp();
    expect(await signIn(app, { email: DEMO_ADMIN.email })).toMatchObject({ ok: true, value: { status: 'signedIn', user: { email: DEMO_ADMIN.email } } });
  }, 30_000);

  it('refuses a non-admin, stores nothing and revokes the token the server issued', async () => {
    const app = createApp();
    expect(await signIn(app, DEMO_USER)).toEqual({ ok: true, value: { status: 'notAdmin' } });
    expect(await app.sessionStore.load()).toBeNull();
    expect(app.issued).toHaveLength(1);
    expect(await tokenIsLive(platform.url, app.issued[0]!)).toBe(false);
    expect(await app.call('session:current')).toEqual({ ok: true, value: { signedIn: false } });
  }, 30_000);

  it('keeps the challenge after a wrong code, so the right one still works', async () => {
    const app = createApp();
    await app.call('auth:sendOtp', { channel: 'mobile', mobile_number: DEMO_ADMIN.mobile_number });
    const otp = await latestOtp(platform.url, DEMO_ADMIN.mobile_number);
    const wrong = otp === '0000' ? '1111' : '0000';
    expect(await app.call('auth:verifyOtp', { otp: wrong })).toMatchObject({ ok: false, error: { code: 'otp.invalid', status: 400 } });
    expect(await app.call('auth:verifyOtp', { otp })).toMatchObject({ ok: true, value: { status: 'signedIn' } });
    // The challenge is spent: a second verify has nothing to check.
    expect(await app.call('auth:verifyOtp', { otp })).toMatchObject({ ok: false, error: { code: 'auth.noPendingOtp' } });
  }, 30_000);

  it('refuses to verify when no code was requested', async () => {
    expect(await createApp().call('auth:verifyOtp', { otp: '1234' })).toMatchObject({ ok: false, error: { code: 'auth.noPendingOtp' } });
  });

  it("passes the server's refusal of a bad identity through", async () => {
    const response = await createApp().call('auth:sendOtp', { channel: 'mobile', mobile_number: '97150000000' });
    expect(response).toMatchObject({ ok: false, error: { code: 'validation', fields: { mobile_number: 'validation.mobileInvalid' } } });
  });
});

describe('session check and logout (spec 4)', () => {
  it('logout revokes the token on the server and clears the store', async () => {
    const app = createApp();
    await signIn(app, DEMO_ADMIN);
    const session = (await app.sessionStore.load())!;
    expect(await tokenIsLive(platform.url, session)).toBe(true);
    expect(await app.call('auth:logout')).toEqual({ ok: true, value: null });
    expect(await app.sessionStore.load()).toBeNull();
    expect(await tokenIsLive(platform.url, session)).toBe(false);
    expect(await app.call('session:current')).toEqual({ ok: true, value: { signedIn: false } });
  }, 30_000);

  it('clears a stored session the server rejects with 401 (revoked elsewhere, expired)', async () => {
    const app = createApp();
    await signIn(app, DEMO_ADMIN);
    const session = (await app.sessionStore.load())!;
    // Revoked from another client.
    await fetch(`${platform.url}/token/revoke`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}`, 'x-object-id': session.objectId, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await app.call('session:current')).toEqual({ ok: true, value: { signedIn: false } });
    expect(await app.sessionStore.load()).toBeNull();

    await app.sessionStore.save({ token: 'not-a-real-token', objectId: session.objectId });
    expect(await app.call('session:current')).toEqual({ ok: true, value: { signedIn: false } });
    expect(await app.sessionStore.load()).toBeNull();
  }, 30_000);

  it('clears and revokes a stored session of a user who is not an admin', async () => {
    const app = createApp();
    const session = await signInDirectly(platform.url, { mobile_number: DEMO_USER.mobile_number });
    await app.sessionStore.save(session);
    expect(await app.call('session:current')).toEqual({ ok: true, value: { signedIn: false } });
    expect(await app.sessionStore.load()).toBeNull();
    expect(await tokenIsLive(platform.url, session)).toBe(false);
  }, 30_000);

  it('keeps the stored session when the server cannot be reached, and reports the error', async () => {
    const app = createApp(`http://127.0.0.1:${await findFreePort()}`);
    const session = { token: 'kept-token', objectId: 'kept-object' };
    await app.sessionStore.save(session);
    expect(await app.call('session:current')).toMatchObject({ ok: false, error: { code: 'network' } });
    expect(await app.sessionStore.load()).toEqual(session);
  });
});

describe('start-up lists, configuration and links', () => {
  it('loads organizations, activities and operators for a signed-in admin', async () => {
    const app = createApp();
    await signIn(app, DEMO_ADMIN);
    const list = async (resource: string) => {
      const response = await app.call('resource:list', { resource });
      if (!response.ok) throw new Error(response.error.message);
      return response.value as Array<Record<string, unknown>>;
    };
    const organizations = await list('organizations');
    expect(organizations.length).toBeGreaterThanOrEqual(3);
    expect(organizations.some((organization) => organization.takamul_ngo_id === '0')).toBe(true);
    expect((await list('activities')).length).toBeGreaterThanOrEqual(6);
    const mnos = await app.call('resource:list', { resource: 'mnos' });
    expect(mnos).toMatchObject({ ok: true, value: [{ id: 1, nameEN: 'Etisalat' }, { id: 2, nameEN: 'Du' }] });
  }, 30_000);

  it('refuses the lists to nobody signed in', async () => {
    expect(await createApp().call('resource:list', { resource: 'activities' })).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
  });

  it('tells the renderer the configuration and how the session is protected', async () => {
    expect(await createApp().call('app:config')).toEqual({
      ok: true,
      value: {
        mode: 'local',
        serverUrl: platform.url,
        liveIncomeUrl: 'https://live.example.org/daily-income',
        deeplinkScheme: 'ataya',
        mediaBaseUrl: `${platform.url}/media`,
        publicPagesUrl: platform.url,
        sessionProtection: 'memory',
      },
    });
  });

  it('opens allowed links and refuses the rest without opening anything', async () => {
    const app = createApp();
    expect(await app.call('link:openExternal', { url: 'https://live.example.org/daily-income' })).toEqual({ ok: true, value: { opened: true } });
    expect(await app.call('link:openExternal', { url: 'https://evil.example/' })).toMatchObject({ ok: false, error: { code: 'link.notAllowed' } });
    expect(await app.call('link:openExternal', { url: 'file:///etc/passwd' })).toMatchObject({ ok: false, error: { code: 'link.notAllowed' } });
    expect(app.opened).toEqual(['https://live.example.org/daily-income']);
  });
});
