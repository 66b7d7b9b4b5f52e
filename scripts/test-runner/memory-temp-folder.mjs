/**
 * The run's temporary files in memory. The suites write a great deal that lives for seconds: an
 * embedded database folder per server suite, a copy of the seeded data per browser host, a
 * Chromium profile per end-to-end file. On a disk each of those writes is also written back and
 * then deleted; in a tmpfs it is not (measured: the server suite about a quarter faster, the
 * end-to-end files about a tenth). Used only where /dev/shm is a tmpfs with room to spare, else
 * the system's temporary folder as before.
 */
import { chmodSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { join } from 'node:path';

const SHARED_MEMORY = '/dev/shm';
const TMPFS_MAGIC = 0x01021994;
/** What a whole run holds at once stays well under a gigabyte; this leaves the machine its memory. */
const ROOM_NEEDED_BYTES = 4 * 1024 ** 3;

/** A fresh folder in memory for this run, or null where there is none to be had. */
export function memoryTempFolder() {
  try {
    const stats = statfsSync(SHARED_MEMORY);
    if (stats.type !== TMPFS_MAGIC || stats.bavail * stats.bsize < ROOM_NEEDED_BYTES) return null;
    const folder = mkdtempSync(join(SHARED_MEMORY, 'backoffice-test-'));
    // Open to every user, sticky, as /tmp is: a test's PostgreSQL cluster runs as `postgres` in a folder of its own inside.
    chmodSync(folder, 0o1777);
    return folder;
  } catch {
    return null;
  }
}

/** Removes the run's folder with whatever a stage left in it. */
export function removeTempFolder(folder) {
  rmSync(folder, { recursive: true, force: true });
}
