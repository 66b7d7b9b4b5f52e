/**
 * The publishing channels against a real platform server (embedded PostgreSQL, demo seed) and a
 * stand-in deploy hook, through dispatch() as the window and the browser host call them:
 * 'Update Projects' and 'Update Cases' start a background publication at the spec's paths and
 * the status then says when each was published; 'Update Website Blogs' answers when the hook
 * accepted, and a failing hook comes back with the server's reason, which the toast shows.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Publication, PublishingStatus, SnapshotKind, WebsiteBlogsPublished } from '../../src/shared/entities/publishing';
import { signedInApp } from './helpers/handlers';
import { useTestPlatform } from './helpers/platform';

let hook: Server;
let hookAnswer = 204;
let hookCalls = 0;

// Before the platform starts: the server reads its deploy hook from the environment.
beforeAll(async () => {
  hook = createServer((request, response) => {
    hookCalls += 1;
    request.resume();
    response.writeHead(hookAnswer).end();
  });
  await new Promise<void>((listening) => hook.listen(0, '127.0.0.1', listening));
  vi.stubEnv('WEBSITE_DEPLOY_HOOK_URL', `http://127.0.0.1:${(hook.address() as AddressInfo).port}/deploy`);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((closed) => (hook ? hook.close(() => closed()) : closed()));
});

const platform = useTestPlatform();

describe('publishing through IPC', () => {
  it.each([
    { kind: 'projects', path: 'PUT /backoffice/update-projects?background=true' },
    { kind: 'causes', path: 'PUT /backoffice/update-casues?background=true' },
  ] as const)('publishes $kind in the background, and the status then says when', async ({ kind, path }: { kind: SnapshotKind; path: string }) => {
    const app = await signedInApp(platform.url);
    const publication = await app.value<Publication>('publishing:publish', { kind });
    expect(publication).toMatchObject({ kind, error: null });
    expect(['running', 'done']).toContain(publication.status);
    expect(app.requests).toContain(path);

    await expect
      .poll(async () => (await app.value<PublishingStatus>('publishing:status'))[kind], { timeout: 20_000 })
      .toMatchObject({ running: false, unpublishedChanges: false, lastFailure: null, lastPublishedAt: expect.any(String) });
    expect(app.requests).toContain('GET /backoffice/publishing');
  }, 60_000);

  it("calls the website's deploy hook, and passes on why it failed", async () => {
    const app = await signedInApp(platform.url);
    expect((await app.value<PublishingStatus>('publishing:status')).websiteBlogs.configured).toBe(true);
    const calls = hookCalls;
    const published = await app.value<WebsiteBlogsPublished>('publishing:websiteBlogs');
    expect(Date.parse(published.publishedAt)).not.toBeNaN();
    expect(hookCalls).toBe(calls + 1);

    hookAnswer = 500;
    expect(await app.call('publishing:websiteBlogs')).toMatchObject({
      ok: false,
      error: { code: 'websitePublishFailed', status: 502, message: 'The deploy hook answered 500.' },
    });
    hookAnswer = 204;
    expect((await app.value<PublishingStatus>('publishing:status')).websiteBlogs.lastFailure).toMatchObject({ message: 'The deploy hook answered 500.' });
  }, 60_000);

  it('refuses a kind that is not published, before any request', async () => {
    const app = await signedInApp(platform.url);
    expect(await app.call('publishing:publish', { kind: 'banners' })).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(app.requests).toEqual([]);
  }, 60_000);
});
