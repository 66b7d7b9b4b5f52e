/**
 * Where a CSV export ends up. The handlers call an injected `saveFile`:
 *
 *  - Electron: a native save dialog opened in the folder used last time (remembered in a small
 *    JSON file in userData, since staff save to the same shared folder again and again), then an
 *    atomic write as the content arrives, so a crash never leaves half a file under the chosen name;
 *  - browser mode: the file goes back to the page, which downloads it (src/preload/web.ts).
 *
 * The dialog itself is Electron glue (src/main/save-file.ts); everything else is here and tested.
 */
import { readFile, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join } from 'node:path';
import { z } from 'zod';
import type { SaveFileOutcome } from '../../shared/ipc';
import { writeFileAtomic } from './fs-atomic';

export interface FileToSave {
  /** A bare file name (checked by the IPC schema): no folders. */
  fileName: string;
  /** The text, whole or in chunks that are produced while the file is written (a CSV's pages). */
  content: string | AsyncIterable<string>;
}

export type SaveFile = (file: FileToSave) => Promise<SaveFileOutcome>;

export const LAST_FOLDER_FILE_NAME = 'last-save-folder.json';

const lastFolderSchema = z.object({ folder: z.string().min(1).max(4096) });

/** The folder of the last save, or null when none was remembered or it no longer exists. */
export async function readLastFolder(stateFile: string): Promise<string | null> {
  try {
    const parsed = lastFolderSchema.safeParse(JSON.parse(await readFile(stateFile, 'utf8')));
    if (!parsed.success || !isAbsolute(parsed.data.folder)) return null;
    return (await stat(parsed.data.folder)).isDirectory() ? parsed.data.folder : null;
  } catch {
    return null;
  }
}

export function rememberLastFolder(stateFile: string, folder: string): Promise<void> {
  return writeFileAtomic(stateFile, JSON.stringify({ folder }));
}

/** The native dialog: resolves the chosen path, or null when the user cancelled. */
export type AskSavePath = (options: { defaultPath: string }) => Promise<string | null>;

export interface DialogFileSaverOptions {
  askPath: AskSavePath;
  /** `<userData>/last-save-folder.json`. */
  stateFile: string;
  /** Where the dialog opens the first time (Electron: the Documents folder). */
  fallbackFolder: string;
}

export function createDialogFileSaver({ askPath, stateFile, fallbackFolder }: DialogFileSaverOptions): SaveFile {
  return async ({ fileName, content }) => {
    const folder = (await readLastFolder(stateFile)) ?? fallbackFolder;
    const chosen = await askPath({ defaultPath: join(folder, fileName) });
    if (!chosen) return { status: 'cancelled' };
    // Readable by colleagues where the folder allows it: this file is meant to be shared.
    await writeFileAtomic(chosen, content, { mode: 0o666 });
    // Remembering is a convenience: a failure here must not turn a saved file into an error.
    await rememberLastFolder(stateFile, dirname(chosen)).catch(() => undefined);
    return { status: 'saved', path: chosen };
  };
}

/** Browser mode: nothing is written here; the web bridge turns the answer into a download. */
export const downloadFileSaver: SaveFile = async ({ fileName, content }) => ({ status: 'download', fileName, content: await wholeText(content) });

async function wholeText(content: string | AsyncIterable<string>): Promise<string> {
  if (typeof content === 'string') return content;
  const chunks: string[] = [];
  for await (const chunk of content) chunks.push(chunk);
  return chunks.join('');
}
