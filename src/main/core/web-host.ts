/**
 * The HTTP face of browser mode: serves the built renderer and carries the IPC contract as
 * `POST /ipc/<channel>`. The handlers behind it hold a real session, so every IPC request
 * must prove it comes from the page this process served:
 *
 *  - the Host header names this loopback port (a DNS-rebound evil.example is refused, for
 *    static files too, since index.html carries the secret);
 *  - a cross-origin Origin (or Sec-Fetch-Site) is refused;
 *  - the per-launch secret, which only our index.html carries, is in the header.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { MAX_IMAGE_BASE64_LENGTH, WEB_IPC_PATH, WEB_SECRET_HEADER, WEB_SECRET_META, type IpcResponse } from '../../shared/ipc';
import type { IpcHandlers } from './handlers';
import { dispatch } from './ipc-dispatch';
import { rendererResponseHeaders, resolveRendererFile } from './renderer-files';

export const WEB_BRIDGE_PATH = '/web-bridge.js';
/**
 * IPC arguments are small (an OTP, a resource name, a link), except `media:upload`: an image
 * of at most 500 KB as base64 plus a few short fields. Anything bigger is not ours.
 */
export const MAX_IPC_BODY_BYTES = MAX_IMAGE_BASE64_LENGTH + 16 * 1024;

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost'];

export function isAllowedHost(hostHeader: string | undefined, port: number): boolean {
  return hostHeader !== undefined && LOOPBACK_NAMES.some((name) => hostHeader.toLowerCase() === `${name}:${port}`);
}

/** A request without Origin (same-origin GET, curl) passes; one with Origin must be our own. */
export function isSameOrigin(originHeader: string | undefined, port: number): boolean {
  return originHeader === undefined || LOOPBACK_NAMES.some((name) => originHeader.toLowerCase() === `http://${name}:${port}`);
}

/** Constant-time comparison; hashing first makes both sides the same length. */
export function secretMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Puts the secret and the bridge script in front of the app's own scripts, so window.backoffice exists first. */
export function injectBridge(indexHtml: string, secret: string): string {
  const tags = `<meta name="${WEB_SECRET_META}" content="${secret}">\n    <script type="module" src="${WEB_BRIDGE_PATH}"></script>\n    `;
  const firstScript = indexHtml.search(/<script\b/i);
  if (firstScript >= 0) return indexHtml.slice(0, firstScript) + tags + indexHtml.slice(firstScript);
  const headEnd = indexHtml.search(/<\/head>/i);
  return headEnd >= 0 ? indexHtml.slice(0, headEnd) + tags + indexHtml.slice(headEnd) : tags + indexHtml;
}

function sendJson(res: ServerResponse, status: number, body: IpcResponse<unknown>): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(text);
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
  res.end(text);
}

const refusal = (code: 'forbidden' | 'validation' | 'tooLarge' | 'unsupportedMedia' | 'notFound', message: string): IpcResponse<never> => ({
  ok: false,
  error: { code, message },
});

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface WebHostOptions {
  staticRoot: string;
  handlers: IpcHandlers;
  secret: string;
  /** The port the server listens on, known only after listen() when 0 was asked for. */
  port: () => number;
  csp: string;
  logError: (error: unknown) => void;
}

export function createWebHostListener({ staticRoot, handlers, secret, port, csp, logError }: WebHostOptions): RequestListener {
  async function handleIpc(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (req.method !== 'POST') return sendJson(res, 405, refusal('notFound', 'IPC calls are POST requests.'));
    const fetchSite = req.headers['sec-fetch-site'];
    if (!isSameOrigin(req.headers.origin, port()) || (fetchSite !== undefined && fetchSite !== 'same-origin')) {
      return sendJson(res, 403, refusal('forbidden', 'Cross-origin calls are refused.'));
    }
    const givenSecret = req.headers[WEB_SECRET_HEADER];
    if (!secretMatches(typeof givenSecret === 'string' ? givenSecret : undefined, secret)) {
      return sendJson(res, 403, refusal('forbidden', 'Missing or wrong launch secret.'));
    }
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
      return sendJson(res, 415, refusal('unsupportedMedia', 'IPC calls send application/json.'));
    }
    let envelope: unknown;
    try {
      const text = await readBody(req, MAX_IPC_BODY_BYTES);
      envelope = text === '' ? {} : JSON.parse(text);
    } catch (error) {
      if (error instanceof BodyTooLarge) return sendJson(res, 413, refusal('tooLarge', 'The IPC call is too large.'));
      return sendJson(res, 400, refusal('validation', 'The IPC call is not valid JSON.'));
    }
    if (typeof envelope !== 'object' || envelope === null || Array.isArray(envelope)) {
      return sendJson(res, 400, refusal('validation', 'The IPC call must be a JSON object { args }.'));
    }
    let channel: string;
    try {
      channel = decodeURIComponent(pathname.slice(WEB_IPC_PATH.length));
    } catch {
      return sendJson(res, 400, refusal('validation', 'Bad channel name.'));
    }
    // Refusals by the handlers travel inside a 200 envelope, exactly as over Electron IPC.
    sendJson(res, 200, await dispatch(handlers, channel, (envelope as { args?: unknown }).args, { logError }));
  }

  async function handleStatic(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed');
    const file = await resolveRendererFile(staticRoot, pathname);
    if (file.kind === 'refused') return sendText(res, 400, 'Bad path');
    if (file.kind === 'notFound') return sendText(res, 404, 'Not found');
    let body: Buffer;
    try {
      body = await readFile(file.filePath);
    } catch {
      return sendText(res, 404, 'Not found');
    }
    if (file.isIndex) body = Buffer.from(injectBridge(body.toString('utf8'), secret));
    res.writeHead(200, { ...rendererResponseHeaders(file.contentType, csp, { isIndex: file.isIndex }), 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return (req, res) => {
    if (!isAllowedHost(req.headers.host, port())) return sendText(res, 403, 'Host not allowed');
    let pathname: string;
    try {
      pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    } catch {
      return sendText(res, 400, 'Bad request');
    }
    const route = pathname.startsWith(WEB_IPC_PATH) ? handleIpc : handleStatic;
    route(req, res, pathname).catch((error: unknown) => {
      logError(error);
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.destroy();
    });
  };
}
