import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes a file so that a reader sees either the old or the new content, never half of it:
 * a crash while saving the session or the window state must not leave a corrupt file.
 * The file is private to the user (0600) by default because it may hold an encrypted token;
 * a file meant for others (a CSV saved to a shared folder) passes `mode: 0o666` (less the umask).
 * A failure while writing (a CSV page that could not be fetched) leaves no temporary file behind.
 */
export async function writeFileAtomic(
  filePath: string,
  data: string | Uint8Array | AsyncIterable<string>,
  { mode = 0o600 }: { mode?: number } = {},
): Promise<void> {
  await mkdir(dirname(filePath), { recursive: true, mode: 0o700 });
  const tempPath = `${filePath}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(tempPath, 'w', mode);
  try {
    // Chunks (a CSV export's pages) are written as they come, so the whole text is never in memory.
    if (typeof data === 'string' || data instanceof Uint8Array) await handle.writeFile(data);
    else for await (const chunk of data) await handle.write(chunk);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(tempPath, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(tempPath, filePath);
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
}
