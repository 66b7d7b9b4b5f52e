/**
 * jsdom, the sanitizer's DOM, loaded in pieces. Loading it is one synchronous `require` of
 * hundreds of files during which the server answers nothing. Its dependencies are packages of
 * their own, so each is loaded first in a piece of its own, from jsdom's folder exactly as jsdom
 * resolves them; jsdom's piece is then left with its own files, and the sanitizer's `require`
 * (sanitize-html.ts) finds everything loaded.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PACKAGE = 'jsdom';

/** The folder of the package whose entry point is `main`. */
function packageFolderOf(main: string): string {
  for (let folder = dirname(main); folder !== dirname(folder); folder = dirname(folder)) {
    try {
      const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { name?: string };
      if (manifest.name === PACKAGE) return folder;
    } catch {
      // No manifest here: look further up.
    }
  }
  throw new Error(`${PACKAGE}'s package.json was not found above ${main}`);
}

export function jsdomInPieces(): Array<() => unknown> {
  // Resolved as the sanitizer resolves it, so both name the same module.
  const requireAsSanitizer = createRequire(__filename);
  const main = requireAsSanitizer.resolve(PACKAGE);
  const manifest = JSON.parse(readFileSync(join(packageFolderOf(main), 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const requireAsJsdom = createRequire(main);
  const dependencies = Object.keys(manifest.dependencies ?? {}).map((dependency) => () => {
    try {
      requireAsJsdom(dependency);
    } catch {
      // Not loadable on its own (a package that only offers subpaths): jsdom's piece loads it its own way.
    }
  });
  return [...dependencies, () => requireAsSanitizer(PACKAGE)];
}
