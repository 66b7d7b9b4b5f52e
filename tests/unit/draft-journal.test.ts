/**
 * The drafts journal (src/main/core/drafts/journal.ts) on a real folder: what its files hold,
 * that a write is whole or not there at all, that concurrent writes end with the newest values,
 * that a draft expires after 30 days, and that admins and servers never see each other's drafts.
 * The clock is the journal's own option (30 days cannot pass in a test); everything else is real.
 */
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDraftJournal, DRAFT_MAX_AGE_MS, draftFileName, scopeFolder, type DraftInput, type DraftScope } from '../../src/main/core/drafts/journal';
import { DRAFT_MAX_AGE_DAYS } from '../../src/shared/ipc';

const ALICE: DraftScope = { server: 'http://127.0.0.1:4181', adminId: 'admin-alice' };
const BOB: DraftScope = { server: 'http://127.0.0.1:4181', adminId: 'admin-bob' };
const ALICE_ELSEWHERE: DraftScope = { server: 'https://charity.example.org', adminId: 'admin-alice' };
const DAY = 24 * 60 * 60 * 1000;

let dir: string;
let clock: number;
const journal = () => createDraftJournal({ dir, now: () => clock });

function draft(values: Record<string, unknown>, overrides: Partial<DraftInput> = {}): DraftInput {
  return {
    key: 'projects:edit:5',
    route: '/projects/new?edit=true&id=5',
    title: 'Edit project',
    recordVersion: 3,
    values,
    base: { nameEN: 'Water well' },
    ...overrides,
  };
}

/** Every file under the drafts folder, with its content. */
async function filesUnder(folder: string): Promise<Array<{ path: string; text: string }>> {
  const found: Array<{ path: string; text: string }> = [];
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      found.push({ path, text: await readFile(path, 'utf8') });
    }
  }
  return found;
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'drafts-journal-'));
  clock = Date.parse('2025-03-01T08:00:00.000Z');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the drafts journal', () => {
  it('writes a draft as one private JSON file in its scope folder: the form, its values, when, and nothing else', async () => {
    const drafts = journal();
    const summary = await drafts.put(ALICE, draft({ nameEN: 'Water well for Ajman', Order: '4' }));
    expect(summary).toEqual({ key: 'projects:edit:5', route: '/projects/new?edit=true&id=5', title: 'Edit project', savedAt: '2025-03-01T08:00:00.000Z', recordVersion: 3 });

    const files = await filesUnder(dir);
    expect(files.map(({ path }) => path)).toEqual([join(dir, scopeFolder(ALICE), draftFileName('projects:edit:5'))]);
    expect(JSON.parse(files[0]!.text)).toEqual({
      format: 1,
      server: ALICE.server,
      adminId: ALICE.adminId,
      key: 'projects:edit:5',
      route: '/projects/new?edit=true&id=5',
      title: 'Edit project',
      savedAt: '2025-03-01T08:00:00.000Z',
      recordVersion: 3,
      values: { nameEN: 'Water well for Ajman', Order: '4' },
      base: { nameEN: 'Water well' },
    });
    // Readable by its user only, in a folder only its user can enter.
    expect((await stat(files[0]!.path)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, scopeFolder(ALICE)))).mode & 0o777).toBe(0o700);
    expect(await drafts.get(ALICE, 'projects:edit:5')).toEqual({ ...summary, values: { nameEN: 'Water well for Ajman', Order: '4' }, base: { nameEN: 'Water well' } });
  });

  it('writes atomically: a reader meanwhile finds the previous draft or the next one whole, never a part, and no temporary file stays', async () => {
    const drafts = journal();
    // Large enough that a write in place would be seen half done.
    const text = (n: number) => `${String(n).padStart(4, '0')}:${'ب'.repeat(60_000)}`;
    await drafts.put(ALICE, draft({ infoAR: text(0) }));
    const file = join(dir, scopeFolder(ALICE), draftFileName('projects:edit:5'));
    let writing = true;
    const seen = new Set<string>();
    const reader = (async () => {
      while (writing) {
        const content = await readFile(file, 'utf8');
        // Throws on a torn file.
        const parsed = JSON.parse(content) as { values: { infoAR: string } };
        expect(parsed.values.infoAR).toHaveLength(text(0).length);
        seen.add(parsed.values.infoAR.slice(0, 4));
      }
    })();
    for (let n = 1; n <= 40; n += 1) await drafts.put(ALICE, draft({ infoAR: text(n) }));
    writing = false;
    await reader;
    expect(seen.size).toBeGreaterThan(1);
    expect(((await drafts.get(ALICE, 'projects:edit:5'))!.values.infoAR as string).slice(0, 4)).toBe('0040');
    expect((await filesUnder(dir)).map(({ path }) => path.endsWith('.json'))).toEqual([true]);
  });

  it('ends with the newest values when calls overlap (a burst of typing), and a remove after them is not undone by a late write', async () => {
    const drafts = journal();
    const burst = Array.from({ length: 30 }, (_, n) => drafts.put(ALICE, draft({ nameEN: `Water well ${n}` })));
    await Promise.all(burst);
    expect((await drafts.get(ALICE, 'projects:edit:5'))!.values).toEqual({ nameEN: 'Water well 29' });

    const late = drafts.put(ALICE, draft({ nameEN: 'typed just before Save' }));
    const removed = drafts.remove(ALICE, 'projects:edit:5');
    await Promise.all([late, removed]);
    expect(await drafts.get(ALICE, 'projects:edit:5')).toBeNull();
    expect(await filesUnder(dir)).toEqual([]);
  });

  it(`keeps a draft ${DRAFT_MAX_AGE_DAYS} days, then removes it (when read, listed, or swept at start)`, async () => {
    expect(DRAFT_MAX_AGE_MS).toBe(30 * DAY);
    const drafts = journal();
    await drafts.put(ALICE, draft({ nameEN: 'old' }));
    await drafts.put(BOB, draft({ nameEN: 'old too' }, { key: 'banners:new', route: '/banners/add', recordVersion: null }));
    clock += 2 * DAY;
    await drafts.put(ALICE, draft({ title: 'newer' }, { key: 'activities:new', route: '/activities/add', recordVersion: null }));

    clock += 28 * DAY;
    expect((await drafts.get(ALICE, 'projects:edit:5'))?.values).toEqual({ nameEN: 'old' });
    expect((await drafts.list(ALICE)).map(({ key }) => key)).toEqual(['activities:new', 'projects:edit:5']);

    clock += 1;
    expect(await drafts.get(ALICE, 'projects:edit:5')).toBeNull();
    expect((await drafts.list(ALICE)).map(({ key }) => key)).toEqual(['activities:new']);
    // Bob's is as old: a sweep (at start) removes it without Bob signing in.
    expect(await journal().sweep()).toBe(1);
    const left = await filesUnder(dir);
    expect(left.map(({ text }) => (JSON.parse(text) as { key: string }).key)).toEqual(['activities:new']);

    clock += 2 * DAY;
    expect(await drafts.list(ALICE)).toEqual([]);
    expect(await filesUnder(dir)).toEqual([]);
  });

  it('keeps drafts per admin and per server: the same form of another admin, or of the same admin on another server, is another draft', async () => {
    const drafts = journal();
    await drafts.put(ALICE, draft({ nameEN: 'Alice here' }));
    await drafts.put(BOB, draft({ nameEN: 'Bob here' }));
    await drafts.put(ALICE_ELSEWHERE, draft({ nameEN: 'Alice on the office server' }));

    expect((await drafts.get(ALICE, 'projects:edit:5'))!.values).toEqual({ nameEN: 'Alice here' });
    expect((await drafts.get(BOB, 'projects:edit:5'))!.values).toEqual({ nameEN: 'Bob here' });
    expect((await drafts.get(ALICE_ELSEWHERE, 'projects:edit:5'))!.values).toEqual({ nameEN: 'Alice on the office server' });
    expect(await drafts.list({ server: ALICE.server, adminId: 'admin-carol' })).toEqual([]);

    await drafts.remove(BOB, 'projects:edit:5');
    expect(await drafts.get(BOB, 'projects:edit:5')).toBeNull();
    expect(await drafts.get(ALICE, 'projects:edit:5')).not.toBeNull();
    expect(await drafts.list(ALICE_ELSEWHERE)).toHaveLength(1);
    expect(new Set((await filesUnder(dir)).map(({ path }) => path.split('/').at(-2))).size).toBe(2);
  });

  it("never offers a file that is not one of its scope's drafts (copied from another admin's folder, or not a draft)", async () => {
    const drafts = journal();
    await drafts.put(BOB, draft({ nameEN: "Bob's" }));
    const bobFile = join(dir, scopeFolder(BOB), draftFileName('projects:edit:5'));
    const aliceFile = join(dir, scopeFolder(ALICE), draftFileName('projects:edit:5'));
    await drafts.put(ALICE, draft({ nameEN: 'placeholder' }));
    await writeFile(aliceFile, await readFile(bobFile));
    expect(await drafts.get(ALICE, 'projects:edit:5')).toBeNull();
    await writeFile(aliceFile, 'not json {');
    expect(await drafts.get(ALICE, 'projects:edit:5')).toBeNull();
    expect(await drafts.list(ALICE)).toEqual([]);
  });
});
