/**
 * The renderer's drafts queue (src/renderer/src/components/form/drafts/draftQueue.ts) against main's
 * real draft channels and a real drafts folder. Only the bridge between them is a stand-in (in the
 * app it is Electron's IPC or, in browser mode, HTTP to the host): it answers a removal late, as a
 * busy machine does, and every other call at once, so calls overtake each other as they can there.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftHandlers } from '../../src/main/core/drafts/draft-handlers';
import { dispatch } from '../../src/main/core/ipc-dispatch';
import type { IpcHandlers } from '../../src/main/core/ipc-handlers';
import { createMemorySessionStore } from '../../src/main/core/session-store';
import { deleteDraft, getDraft, putDraft } from '../../src/renderer/src/components/form/drafts/draftQueue';
import type { IpcChannel } from '../../src/shared/ipc';

const REMOVAL_DELAY_MS = 80;
let userDataDir: string;

beforeEach(async () => {
  userDataDir = await mkdtemp(join(tmpdir(), 'drafts-queue-'));
  const sessionStore = createMemorySessionStore();
  await sessionStore.save({ token: 'tok_queue_test_000000000000000000000000', objectId: 'alice01' });
  const handlers = createDraftHandlers({ sessionStore, serverUrl: 'http://127.0.0.1:4181', userDataDir }) as unknown as IpcHandlers;
  const invoke = async (channel: IpcChannel, args?: unknown) => {
    if (channel === 'drafts:delete') await new Promise((resolve) => setTimeout(resolve, REMOVAL_DELAY_MS));
    return dispatch(handlers, channel, args);
  };
  vi.stubGlobal('window', { backoffice: { invoke } });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await rm(userDataDir, { recursive: true, force: true });
});

const keywordDraft = { key: 'keywords:new', route: '/keywords', title: 'Keywords', recordVersion: null, values: { title: 'E2E keyword', org_id: '3' }, base: { title: '', org_id: '' } };

describe('the drafts queue', () => {
  it('reads a draft only after its removal on the way has landed: a form opened right after a save is offered nothing', async () => {
    await putDraft(keywordDraft);
    expect(await getDraft('keywords:new')).toMatchObject({ values: { title: 'E2E keyword' } });

    // The save removes the draft and the inline form mounts afresh at once, asking for its draft.
    void deleteDraft('keywords:new');
    expect(await getDraft('keywords:new')).toBeNull();
  });

  it('keeps the newest of a burst of writes, and a removal after them is not undone', async () => {
    void putDraft({ ...keywordDraft, values: { title: 'E', org_id: '' } });
    void putDraft({ ...keywordDraft, values: { title: 'E2', org_id: '' } });
    await putDraft({ ...keywordDraft, values: { title: 'E2E', org_id: '3' } });
    expect(await getDraft('keywords:new')).toMatchObject({ values: { title: 'E2E', org_id: '3' } });

    void putDraft({ ...keywordDraft, values: { title: 'E2E keyword', org_id: '3' } });
    void deleteDraft('keywords:new');
    expect(await getDraft('keywords:new')).toBeNull();
  });
});
