/**
 * 'Update Website Blogs' (spec 7.4): the server calls the website's deploy hook (a local
 * stand-in here) and answers what came of it; the status keeps the last success and failure.
 * The hook's address carries a token in its query string, which no answer may repeat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishingStatusSchema } from '../../src/shared/entities/publishing';
import { DEFAULT_HOOK_TIMEOUT_MS, websiteHookConfigFromEnv } from '../../src/server/services/publishing/config';
import { startDeployHookStandIn, type DeployHookStandIn } from './support/deploy-hook-stand-in';
import { describeOnEachDatabase } from './support/each-database';
import { ADMIN, startTestServer, useTestServer, type Session, type TestServer } from './support/test-server';

const TOKEN = 's3cret-token-4181';
const TIMEOUT_MS = 1000;
const PATH = '/backoffice/update-website-blogs';

describeOnEachDatabase('Update Website Blogs', (kind) => {
  let hook: DeployHookStandIn;
  let server: TestServer;
  let admin: Session;
  beforeAll(async () => {
    hook = await startDeployHookStandIn();
    server = await startTestServer(kind, {
      config: { websiteHook: { url: `${hook.origin}/hooks/deploy?token=${TOKEN}`, method: 'POST', timeoutMs: TIMEOUT_MS } },
    });
    admin = await server.signIn(ADMIN);
  });
  afterAll(async () => {
    await server?.close();
    await hook?.close();
  });
  const press = () => server.http('PUT', PATH, { session: admin, body: {} });
  const websiteStatus = async () => {
    const status = await server.http('GET', '/backoffice/publishing', { session: admin });
    expect(status.status).toBe(200);
    return publishingStatusSchema.parse(status.body).websiteBlogs;
  };
  const refusedWith = async (reason: string) => {
    const answer = await press();
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ code: 'websitePublishFailed', message: reason });
    const status = await websiteStatus();
    expect(status.lastFailure).toEqual({ at: expect.any(String), message: reason });
    expect(JSON.stringify(status)).not.toContain(TOKEN);
  };

  it('calls the hook with its method and address, answers when it was published and keeps it for the status', async () => {
    expect(await websiteStatus()).toEqual({ configured: true, lastPublishedAt: null, lastFailure: null });
    hook.answers.set('/hooks/deploy', { kind: 'status', status: 200 });
    const answer = await press();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ publishedAt: server.clock.now().toISOString() });
    expect(hook.calls.at(-1)).toEqual({ method: 'POST', url: `/hooks/deploy?token=${TOKEN}` });
    expect(await websiteStatus()).toEqual({ configured: true, lastPublishedAt: answer.body.publishedAt, lastFailure: null });
  });

  it('a hook answering 500 is a failure saying so; the last success stays', async () => {
    hook.answers.set('/hooks/deploy', { kind: 'status', status: 200 });
    const published = (await press()).body.publishedAt;
    hook.answers.set('/hooks/deploy', { kind: 'status', status: 500 });
    await refusedWith('The deploy hook answered 500.');
    expect((await websiteStatus()).lastPublishedAt).toBe(published);
  });

  it('a hook that does not answer in time is a failure saying how long it waited', async () => {
    hook.answers.set('/hooks/deploy', { kind: 'silent' });
    await refusedWith(`The deploy hook did not answer within ${TIMEOUT_MS / 1000} s.`);
  });

  it('follows a redirect within the hook\'s host, and a success clears the failure before it', async () => {
    hook.answers.set('/hooks/deploy', { kind: 'status', status: 503 });
    await refusedWith('The deploy hook answered 503.');
    hook.answers.set('/hooks/deploy', { kind: 'redirect', location: `/hooks/v2/deploy?token=${TOKEN}` });
    hook.answers.set('/hooks/v2/deploy', { kind: 'status', status: 202 });
    const calls = hook.calls.length;
    const answer = await press();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(hook.calls.slice(calls).map((call) => call.url)).toEqual([`/hooks/deploy?token=${TOKEN}`, `/hooks/v2/deploy?token=${TOKEN}`]);
    expect((await websiteStatus()).lastFailure).toBeNull();
  });

  it('refuses a redirect to another host without calling it, and endless redirects', async () => {
    hook.answers.set('/hooks/deploy', { kind: 'redirect', location: `http://evil.example/steal?token=${TOKEN}` });
    await refusedWith('The deploy hook redirected to another host (evil.example).');
    hook.answers.set('/hooks/deploy', { kind: 'redirect', location: '/hooks/deploy' });
    await refusedWith('The deploy hook redirected more than 3 times.');
  });

  it('a hook nobody listens at is a failure naming the host only', async () => {
    const gone = await startDeployHookStandIn();
    await gone.close();
    const elsewhere = await startTestServer(kind, {
      database: server.database,
      seed: false,
      config: { websiteHook: { url: `${gone.origin}/deploy?token=${TOKEN}`, method: 'GET', timeoutMs: TIMEOUT_MS } },
    });
    try {
      const answer = await elsewhere.http('PUT', PATH, { session: admin, body: {} });
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({ code: 'websitePublishFailed', message: `The deploy hook could not be reached (${new URL(gone.origin).host}).` });
    } finally {
      await elsewhere.close();
    }
  });
});

describeOnEachDatabase('Update Website Blogs without a hook', (kind) => {
  const server = useTestServer(kind);

  it('answers 503 websitePublishNotConfigured, and the status says it is not configured', async () => {
    const admin = await server().signIn(ADMIN);
    const answer = await server().http('PUT', PATH, { session: admin, body: {} });
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('websitePublishNotConfigured');
    const status = await server().http('GET', '/backoffice/publishing', { session: admin });
    expect(status.body.websiteBlogs).toEqual({ configured: false, lastPublishedAt: null, lastFailure: null });
  });
});

describe('The deploy hook configuration (WEBSITE_DEPLOY_HOOK_*)', () => {
  const url = `https://api.host.example/deploy?token=${TOKEN}`;

  it('reads the address, the method (GET by default) and the timeout (20 s by default)', () => {
    expect(websiteHookConfigFromEnv({})).toBeUndefined();
    expect(websiteHookConfigFromEnv({ WEBSITE_DEPLOY_HOOK_URL: url })).toEqual({ url, method: 'GET', timeoutMs: DEFAULT_HOOK_TIMEOUT_MS });
    expect(DEFAULT_HOOK_TIMEOUT_MS).toBe(20_000);
    expect(websiteHookConfigFromEnv({ WEBSITE_DEPLOY_HOOK_URL: url, WEBSITE_DEPLOY_HOOK_METHOD: 'post', WEBSITE_DEPLOY_HOOK_TIMEOUT_MS: '5000' })).toEqual({
      url,
      method: 'POST',
      timeoutMs: 5000,
    });
  });

  it('stops the start on a bad value, without repeating the address', () => {
    const cases: Array<[NodeJS.ProcessEnv, RegExp]> = [
      [{ WEBSITE_DEPLOY_HOOK_URL: `ftp://host.example/deploy?token=${TOKEN}` }, /http or https address, not ftp:/],
      [{ WEBSITE_DEPLOY_HOOK_URL: `not an address ${TOKEN}` }, /must be an http or https address/],
      [{ WEBSITE_DEPLOY_HOOK_URL: url, WEBSITE_DEPLOY_HOOK_METHOD: 'PUT' }, /GET or POST, not "PUT"/],
      [{ WEBSITE_DEPLOY_HOOK_URL: url, WEBSITE_DEPLOY_HOOK_TIMEOUT_MS: '2s' }, /whole number of milliseconds from 1 to 60000, not "2s"/],
      // The back-office waits a minute and a half for the answer: the server must give it first.
      [{ WEBSITE_DEPLOY_HOOK_URL: url, WEBSITE_DEPLOY_HOOK_TIMEOUT_MS: '60001' }, /from 1 to 60000/],
      [{ WEBSITE_DEPLOY_HOOK_URL: url, WEBSITE_DEPLOY_HOOK_TIMEOUT_MS: '0' }, /whole number of milliseconds/],
      [{ WEBSITE_DEPLOY_HOOK_METHOD: 'POST' }, /need WEBSITE_DEPLOY_HOOK_URL/],
    ];
    for (const [env, message] of cases) {
      let thrown: unknown;
      try {
        websiteHookConfigFromEnv(env);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, JSON.stringify(env)).toBeInstanceOf(Error);
      expect((thrown as Error).message).toMatch(message);
      expect((thrown as Error).message).not.toContain(TOKEN);
    }
  });
});
