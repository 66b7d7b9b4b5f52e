/**
 * The renderer is served from app://backoffice/ rather than file://: a file:// page could
 * read any local file, and a standard, secure scheme gets a real origin, so the CSP, fetch
 * and the IPC sender check all work as they would on https.
 */
import { readFile } from 'node:fs/promises';
import { protocol } from 'electron';
import { rendererResponseHeaders, resolveRendererFile } from './core/renderer-files';

export const APP_SCHEME = 'app';
export const APP_HOST = 'backoffice';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_START_URL = `${APP_ORIGIN}/`;

/** Must run before the app is ready: privileges cannot be granted later. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  ]);
}

function plainResponse(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' } });
}

/** Serves `rendererDir` (out/renderer) on app://backoffice/ with the given CSP on every file. */
export function serveRenderer(rendererDir: string, csp: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return plainResponse(404, 'Not found');
    if (request.method !== 'GET' && request.method !== 'HEAD') return plainResponse(405, 'Method not allowed');
    const file = await resolveRendererFile(rendererDir, url.pathname);
    if (file.kind === 'refused') return plainResponse(400, 'Bad path');
    if (file.kind === 'notFound') return plainResponse(404, 'Not found');
    try {
      const body = await readFile(file.filePath);
      return new Response(body, { status: 200, headers: rendererResponseHeaders(file.contentType, csp, { isIndex: file.isIndex, isHashed: file.isHashed }) });
    } catch {
      return plainResponse(404, 'Not found');
    }
  });
}
