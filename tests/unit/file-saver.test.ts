/**
 * Saving an exported file: the remembered folder and the dialog-driven saver of
 * src/main/core/file-saver.ts. The native dialog is faked (Electron cannot run here); the
 * files are real, in a temporary folder.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDialogFileSaver, downloadFileSaver, readLastFolder, rememberLastFolder } from '../../src/main/core/file-saver';

let dir: string;
let stateFile: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'file-saver-'));
  stateFile = join(dir, 'user-data', 'last-save-folder.json');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('last folder memory', () => {
  it('remembers a folder and reads it back', async () => {
    expect(await readLastFolder(stateFile)).toBeNull();
    await mkdir(join(dir, 'shared'));
    await rememberLastFolder(stateFile, join(dir, 'shared'));
    expect(await readLastFolder(stateFile)).toBe(join(dir, 'shared'));
  });

  it('forgets a folder that is gone, a relative one, or a broken file', async () => {
    await rememberLastFolder(stateFile, join(dir, 'removed'));
    expect(await readLastFolder(stateFile)).toBeNull();
    await rememberLastFolder(stateFile, 'relative/folder');
    expect(await readLastFolder(stateFile)).toBeNull();
    await writeFile(stateFile, '{"folder":');
    expect(await readLastFolder(stateFile)).toBeNull();
  });
});

describe('dialog file saver (the dialog is faked: Electron cannot run here)', () => {
  it('opens in the fallback folder first, then where the last file went; writes atomically', async () => {
    const asked: string[] = [];
    const answers = [join(dir, 'shared', 'a.csv'), join(dir, 'shared', 'b.csv')];
    const save = createDialogFileSaver({
      stateFile,
      fallbackFolder: join(dir, 'documents'),
      askPath: async ({ defaultPath }) => {
        asked.push(defaultPath);
        return answers.shift() ?? null;
      },
    });
    expect(await save({ fileName: 'a.csv', content: '\uFEFFالاسم\r\nزكاة' })).toEqual({ status: 'saved', path: join(dir, 'shared', 'a.csv') });
    expect(await readFile(join(dir, 'shared', 'a.csv'), 'utf8')).toBe('\uFEFFالاسم\r\nزكاة');
    expect(await save({ fileName: 'b.csv', content: 'x' })).toEqual({ status: 'saved', path: join(dir, 'shared', 'b.csv') });
    expect(asked).toEqual([join(dir, 'documents', 'a.csv'), join(dir, 'shared', 'b.csv')]);
    // No temporary file is left behind.
    expect((await readdir(join(dir, 'shared'))).sort()).toEqual(['a.csv', 'b.csv']);
  });

  it('writes nothing and keeps the remembered folder when the user cancels', async () => {
    await mkdir(join(dir, 'kept'));
    await rememberLastFolder(stateFile, join(dir, 'kept'));
    const save = createDialogFileSaver({ stateFile, fallbackFolder: dir, askPath: async () => null });
    expect(await save({ fileName: 'a.csv', content: 'x' })).toEqual({ status: 'cancelled' });
    expect(await readdir(join(dir, 'kept'))).toEqual([]);
    expect(await readLastFolder(stateFile)).toBe(join(dir, 'kept'));
  });

  it('replaces an existing file whole (the dialog asked about overwriting)', async () => {
    await mkdir(join(dir, 'out'));
    await writeFile(join(dir, 'out', 'list.csv'), 'old content that is longer');
    const save = createDialogFileSaver({ stateFile, fallbackFolder: dir, askPath: async () => join(dir, 'out', 'list.csv') });
    await save({ fileName: 'list.csv', content: 'new' });
    expect(await readFile(join(dir, 'out', 'list.csv'), 'utf8')).toBe('new');
  });
});

describe('browser host file saver', () => {
  it('hands the file back for the page to download', async () => {
    expect(await downloadFileSaver({ fileName: 'a.csv', content: 'x' })).toEqual({ status: 'download', fileName: 'a.csv', content: 'x' });
  });
});
