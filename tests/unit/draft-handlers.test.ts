/**
 * The `drafts:*` channels as main serves them (through the IPC gate, src/main/core/ipc-dispatch.ts):
 * whose drafts they are comes from the session main holds and the server in use, never from the
 * renderer; the token of that session is never written; signed out there is nothing to read.
 * The session store is the real in-memory one (what browser mode uses without a keychain); the
 * drafts folder is a real temporary folder.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDraftHandlers } from '../../src/main/core/drafts/draft-handlers';
import { DRAFTS_FOLDER_NAME } from '../../src/main/core/drafts/journal';
import { dispatch } from '../../src/main/core/ipc-dispatch';
import type { IpcHandlers } from '../../src/main/core/ipc-handlers';
import { createMemorySessionStore, type SessionStore } from '../../src/main/core/session-store';
import type { IpcChannel, IpcResponse } from '../../src/shared/ipc';

const TOKEN = 'tok_9f8e7d6c5b4a39281706f5e4d3c2b1a0-secret';
const ALICE = { token: TOKEN, objectId: 'alice01' };
const BOB = { token: 'tok_bob_0000000000000000000000000000000', objectId: 'bob0001' };

let userDataDir: string;

beforeEach(async () => {
  userDataDir = await mkdtemp(join(tmpdir(), 'drafts-handlers-'));
});
afterEach(async () => {
  await rm(userDataDir, { recursive: true, force: true });
});

/** The channels of one host: its session store and the server it uses. */
function host(sessionStore: SessionStore, serverUrl = 'http://127.0.0.1:4181') {
  const handlers = createDraftHandlers({ sessionStore, serverUrl, userDataDir }) as unknown as IpcHandlers;
  return async <T = unknown>(channel: IpcChannel, args?: unknown): Promise<IpcResponse<T>> => (await dispatch(handlers, channel, args)) as IpcResponse<T>;
}

const projectDraft = (values: Record<string, unknown>) => ({
  key: 'projects:edit:7',
  route: '/projects/new?edit=true&id=7',
  title: 'Edit project',
  recordVersion: 2,
  values,
  base: { nameEN: 'School bags' },
});

/** The text of every file main wrote under the user-data folder. */
async function everythingWritten(): Promise<string> {
  const entries = await readdir(userDataDir, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(entries.filter((entry) => entry.isFile()).map((entry) => readFile(join(entry.parentPath, entry.name), 'utf8')));
  return texts.join('\n');
}

describe('drafts:* channels', () => {
  it("keep the signed-in admin's draft in the drafts folder without the session token, and answer it back", async () => {
    const store = createMemorySessionStore();
    await store.save(ALICE);
    const call = host(store);
    const put = await call('drafts:put', projectDraft({ nameEN: 'School bags for Fujairah' }));
    expect(put).toMatchObject({ ok: true, value: { key: 'projects:edit:7', recordVersion: 2 } });

    const written = await everythingWritten();
    expect(written).toContain('School bags for Fujairah');
    expect(written).toContain('alice01');
    expect(written).not.toContain(TOKEN);
    expect(written.toLowerCase()).not.toContain('token');
    expect((await readdir(userDataDir))).toEqual([DRAFTS_FOLDER_NAME]);

    expect(await call('drafts:get', { key: 'projects:edit:7' })).toMatchObject({ ok: true, value: { values: { nameEN: 'School bags for Fujairah' }, base: { nameEN: 'School bags' } } });
    expect(await call('drafts:list')).toMatchObject({ ok: true, value: [{ key: 'projects:edit:7', title: 'Edit project', route: '/projects/new?edit=true&id=7' }] });
    expect(await call('drafts:delete', { key: 'projects:edit:7' })).toEqual({ ok: true, value: null });
    expect(await call('drafts:get', { key: 'projects:edit:7' })).toEqual({ ok: true, value: null });
  });

  it('refuse a draft that would hold the session token, and write nothing', async () => {
    const store = createMemorySessionStore();
    await store.save(ALICE);
    const call = host(store);
    const refused = await call('drafts:put', projectDraft({ nameEN: `pasted ${TOKEN} by mistake` }));
    expect(refused).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(await everythingWritten()).not.toContain(TOKEN);
    expect(await call('drafts:list')).toEqual({ ok: true, value: [] });
  });

  it('file drafts by admin and by server: another admin, or the same admin on another server, finds none', async () => {
    const aliceStore = createMemorySessionStore();
    await aliceStore.save(ALICE);
    const bobStore = createMemorySessionStore();
    await bobStore.save(BOB);
    await host(aliceStore)('drafts:put', projectDraft({ nameEN: "Alice's" }));

    expect(await host(bobStore)('drafts:get', { key: 'projects:edit:7' })).toEqual({ ok: true, value: null });
    expect(await host(bobStore)('drafts:list')).toEqual({ ok: true, value: [] });
    expect(await host(aliceStore, 'https://office.example.org')('drafts:list')).toEqual({ ok: true, value: [] });
    // The same server written another way is the same server (session-store.ts sessionKeyFor).
    expect(await host(aliceStore, 'http://127.0.0.1:4181/')('drafts:list')).toMatchObject({ ok: true, value: [{ key: 'projects:edit:7' }] });
  });

  it('read nothing signed out; a write right after a sign-out is still filed under the admin who signed out', async () => {
    const store = createMemorySessionStore();
    // Nobody has signed in on this server yet: nothing is kept.
    const fresh = host(store, 'http://127.0.0.1:4999');
    expect(await fresh('drafts:put', projectDraft({ nameEN: 'nobody' }))).toEqual({ ok: true, value: null });
    expect(await everythingWritten()).not.toContain('nobody');

    const call = host(store, 'http://127.0.0.1:4999');
    await store.save(ALICE);
    expect(await call('drafts:list')).toEqual({ ok: true, value: [] });
    await store.clear();
    // The form's last change, sent as the sign-out closed it.
    expect(await call('drafts:put', projectDraft({ nameEN: 'last words' }))).toMatchObject({ ok: true, value: { key: 'projects:edit:7' } });
    expect(await call('drafts:get', { key: 'projects:edit:7' })).toEqual({ ok: true, value: null });
    expect(await call('drafts:list')).toEqual({ ok: true, value: [] });
    await store.save(ALICE);
    expect(await call('drafts:get', { key: 'projects:edit:7' })).toMatchObject({ ok: true, value: { values: { nameEN: 'last words' } } });
  });

  it('refuse keys and addresses that are not a form and a path of the app', async () => {
    const store = createMemorySessionStore();
    await store.save(ALICE);
    const call = host(store);
    for (const key of ['../../etc/passwd', '', 'a b', 'x'.repeat(121)]) {
      expect(await call('drafts:get', { key })).toMatchObject({ ok: false, error: { code: 'validation' } });
    }
    for (const route of ['https://evil.example/', '//evil.example/x', 'projects']) {
      expect(await call('drafts:put', { ...projectDraft({}), route })).toMatchObject({ ok: false, error: { code: 'validation' } });
    }
    expect(await everythingWritten()).toBe('');
  });
});
