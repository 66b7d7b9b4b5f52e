import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes a file so that a reader sees either the old or the new content, never half of it:
 * a crash while saving the session or the window state must not leave a corrupt file.
 * The file is private to the user (0600) by default because it may hold an encrypted token;
 * a file meant for others (a CSV saved to a shared folder) passes `mode: 0o666` (less the umask).
 */
export async function writeFileAtomic(filePath: string, data: string | Uint8Array, { mode = 0o600 }: { mode?: number } = {}): Promise<void> {
  await mkdir(dirname(filePath), { recursive: true, mode: 0o700 });
  const tempPath = `${filePath}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(tempPath, 'w', mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(tempPath, filePath);
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
}
