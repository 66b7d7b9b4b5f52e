import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_EXTENSIONS, STORED_MEDIA_PATH, type MediaStore } from './media-store';

/**
 * Images as files under `<mediaDir>/<folder>/<name>.<ext>`, written atomically (temp file +
 * rename) and served by `GET /media/{folder}/{file}`. One folder, so `bucket` is ignored.
 */
export function createLocalMediaStore(mediaDir: string): MediaStore {
  mkdirSync(mediaDir, { recursive: true });
  return {
    kind: 'local',
    servedFrom: mediaDir,
    bucketFor: () => undefined,
    async put(folder, name, image) {
      const dir = join(mediaDir, folder);
      await mkdir(dir, { recursive: true });
      const fileName = `${name}.${image.type.extension}`;
      const temp = join(dir, `.upload-${randomBytes(8).toString('hex')}.tmp`);
      await writeFile(temp, image.bytes);
      await rename(temp, join(dir, fileName));
      // A replaced image of another type must not linger beside the new one.
      for (const extension of IMAGE_EXTENSIONS) {
        if (extension !== image.type.extension) await rm(join(dir, `${name}.${extension}`), { force: true });
      }
      const { mtimeMs } = await stat(join(dir, fileName));
      return { path: `${folder}/${fileName}`, version: Math.floor(mtimeMs) };
    },
    async read(path) {
      if (!STORED_MEDIA_PATH.test(path)) return null;
      return readFile(join(mediaDir, path)).catch(() => null);
    },
    close: () => undefined,
  };
}
