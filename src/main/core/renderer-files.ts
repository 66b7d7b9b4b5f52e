/**
 * Maps a request path to a file of the built renderer (out/renderer), for both hosts. The
 * rules: nothing outside the folder is ever served, a missing asset is a 404, and any other
 * unknown path is a client-side route, so it gets index.html and survives a reload.
 */
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

export const INDEX_FILE = 'index.html';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(filePath: string): string {
  return contentTypes[extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

export type RendererFile =
  | {
      kind: 'file';
      filePath: string;
      contentType: string;
      isIndex: boolean;
      /** A build's file named by its content (assets/): another content is another name. */
      isHashed: boolean;
    }
  | { kind: 'refused' }
  | { kind: 'notFound' };

/** The build's folder of content-named files (Vite's `assets/`). */
const HASHED_FOLDER = 'assets/';

/** A path that names a file (has an extension, or lies under assets/) is never a client route. */
function looksLikeAsset(relativePath: string): boolean {
  return relativePath.startsWith(HASHED_FOLDER) || /\.[a-z0-9]+$/i.test(relativePath);
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/** `pathname` is the URL path as received (still percent-encoded). */
export async function resolveRendererFile(rootDir: string, pathname: string): Promise<RendererFile> {
  const root = resolve(rootDir);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'refused' };
  }
  // No built file has a NUL or a backslash in its name; on Windows a backslash is a separator.
  if (decoded.includes('\0') || decoded.includes('\\')) return { kind: 'refused' };
  const relativePath = decoded.replace(/^\/+/, '');
  const target = resolve(root, relativePath);
  // Encoded dots and slashes (%2e%2e%2f) survive URL parsing and only show up after decoding.
  if (target !== root && !target.startsWith(root + sep)) return { kind: 'refused' };

  const index = { kind: 'file', filePath: resolve(root, INDEX_FILE), contentType: contentTypeFor(INDEX_FILE), isIndex: true, isHashed: false } as const;
  if (target === root || target === index.filePath) return index;
  if (await isFile(target)) {
    // Vite writes every file under assets/ with a hash of its content in its name.
    return { kind: 'file', filePath: target, contentType: contentTypeFor(target), isIndex: false, isHashed: relativePath.startsWith(HASHED_FOLDER) };
  }
  return looksLikeAsset(relativePath) ? { kind: 'notFound' } : index;
}

/** Headers of every renderer response: the CSP, no MIME sniffing, no referrer leaks. */
export function rendererResponseHeaders(contentType: string, csp: string, { isIndex, isHashed }: { isIndex: boolean; isHashed: boolean }): Record<string, string> {
  return {
    'content-type': contentType,
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': cacheControlOf({ isIndex, isHashed }),
  };
}

/**
 * Every load of the app starts at index.html: never from a cache, so each load asks the host (in
 * browser mode, past its launch-cookie check) and names the current build's files. Those, named by
 * their content, are kept for good: a reload or a restart takes them from the cache instead of
 * asking again for each of the dozens a screen loads (a browser asks a host at most six at a
 * time, so the screen's data would queue behind them). Other files are asked about every time.
 */
function cacheControlOf({ isIndex, isHashed }: { isIndex: boolean; isHashed: boolean }): string {
  if (isIndex) return 'no-store';
  return isHashed ? 'public, max-age=31536000, immutable' : 'no-cache';
}
