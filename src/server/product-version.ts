/**
 * The product's version, from the package.json it ships in: the repository's in development,
 * the one inside the desktop package in local mode. The server reports it on `GET /health`;
 * browser mode sends it as the client's version.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const UNKNOWN_VERSION = '0.0.0';

let cached: string | undefined;

/** Walks up from this file to the nearest package.json that names a version. */
export function productVersion(): string {
  if (cached !== undefined) return cached;
  let dir = __dirname;
  for (;;) {
    try {
      const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version?: unknown };
      if (typeof json.version === 'string') return (cached = json.version);
    } catch {
      // No package.json here (or not readable): keep walking up.
    }
    const parent = dirname(dir);
    if (parent === dir) return (cached = UNKNOWN_VERSION);
    dir = parent;
  }
}
