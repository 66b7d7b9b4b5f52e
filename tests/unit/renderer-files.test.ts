import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaOriginOf, rendererContentSecurityPolicy } from '../../src/main/core/csp';
import { contentTypeFor, rendererResponseHeaders, resolveRendererFile } from '../../src/main/core/renderer-files';

let parent: string;
let root: string;
beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'renderer-files-'));
  root = join(parent, 'renderer');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<html></html>');
  await writeFile(join(root, 'assets', 'app-1234.js'), 'export {}');
  await writeFile(join(parent, 'secret.txt'), 'outside');
  await mkdir(join(parent, 'renderer-evil'));
  await writeFile(join(parent, 'renderer-evil', 'x.js'), 'outside');
});
afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe('resolveRendererFile', () => {
  it('serves files of the folder with their content type', async () => {
    expect(await resolveRendererFile(root, '/assets/app-1234.js')).toEqual({
      kind: 'file',
      filePath: join(root, 'assets', 'app-1234.js'),
      contentType: 'text/javascript; charset=utf-8',
      isIndex: false,
      isHashed: true,
    });
    expect(await resolveRendererFile(root, '/')).toMatchObject({ kind: 'file', isIndex: true, filePath: join(root, 'index.html') });
    expect(await resolveRendererFile(root, '/index.html')).toMatchObject({ kind: 'file', isIndex: true });
  });

  it('answers client-side routes with index.html, so deep links survive a reload', async () => {
    for (const route of ['/projects/list', '/urgent/list', '/inMemory', '/organizations/', '/%D9%85%D8%B4%D8%B1%D9%88%D8%B9']) {
      expect(await resolveRendererFile(root, route), route).toMatchObject({ kind: 'file', isIndex: true });
    }
  });

  it('gives a 404 for missing assets instead of HTML', async () => {
    expect(await resolveRendererFile(root, '/assets/missing-999.js')).toEqual({ kind: 'notFound' });
    expect(await resolveRendererFile(root, '/favicon.ico')).toEqual({ kind: 'notFound' });
    expect(await resolveRendererFile(root, '/assets/chunk')).toEqual({ kind: 'notFound' });
  });

  it('refuses every path that leaves the folder', async () => {
    for (const path of [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/../renderer-evil/x.js',
      '/%00index.html',
      '/%E0%A4%A', // malformed percent-encoding
    ]) {
      expect(await resolveRendererFile(root, path), path).toEqual({ kind: 'refused' });
    }
  });

  it('knows the content types the build produces', () => {
    expect(contentTypeFor('a.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeFor('a.woff2')).toBe('font/woff2');
    expect(contentTypeFor('a.SVG')).toBe('image/svg+xml');
    expect(contentTypeFor('a.unknown')).toBe('application/octet-stream');
  });
});

describe('content security policy', () => {
  it('is strict, with the media origin for images only', () => {
    const csp = rendererContentSecurityPolicy({ mediaOrigin: mediaOriginOf('https://media.example.org/media') });
    expect(csp).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://media.example.org https://i.ytimg.com; " +
        "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'",
    );
    expect(rendererResponseHeaders('text/html', csp, { isIndex: true, isHashed: false })).toMatchObject({
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
  });
});

describe('caching', () => {
  it('never keeps index.html, keeps the content-named build files for good, and asks again about any other file', () => {
    const cacheOf = (file: { isIndex: boolean; isHashed: boolean }) => rendererResponseHeaders('text/javascript', "default-src 'self'", file)['cache-control'];
    expect(cacheOf({ isIndex: true, isHashed: false })).toBe('no-store');
    expect(cacheOf({ isIndex: false, isHashed: true })).toBe('public, max-age=31536000, immutable');
    expect(cacheOf({ isIndex: false, isHashed: false })).toBe('no-cache');
  });
});
