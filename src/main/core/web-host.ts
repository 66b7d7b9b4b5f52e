/**
 * The HTTP face of browser mode: serves the built renderer and carries the IPC contract as
 * `POST /ipc/<channel>`. The handlers behind it hold a real session, so every request must
 * prove it comes from the browser this host was opened in:
 *
 *  - the Host header names this loopback port (a DNS-rebound evil.example is refused);
 *  - it carries the cookie the one-time launch token was exchanged for (launch-gate.ts), for
 *    static files too: a client without it gets a page saying where to start, never the app;
 *  - an IPC call has no cross-origin Origin (or Sec-Fetch-Site).
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { isAllowedHost, isAllowedOrigin, LOOPBACK_HOST_NAMES } from '../../shared/host-names';
import { MAX_IMAGE_BASE64_LENGTH, MAX_SHRINK_SOURCE_BASE64_LENGTH } from '../../shared/base64-data';
import { WEB_IPC_PATH, type IpcResponse } from '../../shared/ipc';
import type { IpcHandlers } from './ipc-handlers';
import { dispatch } from './ipc-dispatch';
import { createLaunchGate, LAUNCH_PARAM, NOT_ADMITTED_MESSAGE, NOT_ADMITTED_PAGE } from './launch-gate';
import { rendererResponseHeaders, resolveRendererFile } from './renderer-files';

export const WEB_BRIDGE_PATH = '/web-bridge.js';
/**
 * IPC arguments are small (an OTP, a resource name, a link), except `media:upload`: an image
 * of at most 500 KB as base64 plus a few short fields. Anything bigger is not ours, but for
 * `media:shrink`, which takes a phone's photo to make it that small.
 */
export const MAX_IPC_BODY_BYTES = MAX_IMAGE_BASE64_LENGTH + 16 * 1024;
export const MAX_SHRINK_BODY_BYTES = MAX_SHRINK_SOURCE_BASE64_LENGTH + 16 * 1024;
const bodyLimitOf = (channel: string) => (channel === 'media:shrink' ? MAX_SHRINK_BODY_BYTES : MAX_IPC_BODY_BYTES);

/** This page host answers only to loopback names with its own port (see shared/host-names.ts). */
const pageHostPolicy = (port: number) => ({ names: LOOPBACK_HOST_NAMES, port });

/** Puts the bridge script in front of the app's own scripts, so window.backoffice exists first. */
function injectBridge(indexHtml: string): string {
  const tags = `<script type="module" src="${WEB_BRIDGE_PATH}"></script>\n    `;
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

/** Headers of the host's own small answers (not the app): nothing runs, nothing is kept. */
const OWN_PAGE_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

function sendNotAdmitted(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(403, { ...OWN_PAGE_HEADERS, 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(NOT_ADMITTED_PAGE) });
  res.end(req.method === 'HEAD' ? undefined : NOT_ADMITTED_PAGE);
}

/**
 * The requested address without the launch token. Leading slashes collapse to one, so a
 * path like `/.//evil.example` cannot turn into a redirect to another host.
 */
function addressWithoutToken(url: URL): string {
  const query = new URLSearchParams(url.searchParams);
  query.delete(LAUNCH_PARAM);
  const search = query.toString();
  return `/${url.pathname.replace(/^\/+/, '')}${search && `?${search}`}`;
}

/** 303 to the same address without the token (which stays spent in the browser's history only). */
function redirectWithoutToken(res: ServerResponse, url: URL, cookie?: string): void {
  res.writeHead(303, { ...OWN_PAGE_HEADERS, location: addressWithoutToken(url), 'content-length': 0, ...(cookie && { 'set-cookie': cookie }) });
  res.end();
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
  /** The one-time token of this start; the host prints it inside the page's address. */
  launchToken: string;
  /** The port the server listens on, known only after listen() when 0 was asked for. */
  port: () => number;
  /** The page's Content-Security-Policy; a function when it follows settings that can change while the host runs. */
  csp: string | (() => string);
  logError: (error: unknown) => void;
}

export function createWebHostListener({ staticRoot, handlers, launchToken, port, csp, logError }: WebHostOptions): RequestListener {
  const gate = createLaunchGate(launchToken, port);

  async function handleIpc(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (req.method !== 'POST') return sendJson(res, 405, refusal('notFound', 'IPC calls are POST requests.'));
    const fetchSite = req.headers['sec-fetch-site'];
    if (!isAllowedOrigin(req.headers.origin, pageHostPolicy(port())) || (fetchSite !== undefined && fetchSite !== 'same-origin')) {
      return sendJson(res, 403, refusal('forbidden', 'Cross-origin calls are refused.'));
    }
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
      return sendJson(res, 415, refusal('unsupportedMedia', 'IPC calls send application/json.'));
    }
    let channel: string;
    try {
      channel = decodeURIComponent(pathname.slice(WEB_IPC_PATH.length));
    } catch {
      return sendJson(res, 400, refusal('validation', 'Bad channel name.'));
    }
    let envelope: unknown;
    try {
      const text = await readBody(req, bodyLimitOf(channel));
      envelope = text === '' ? {} : JSON.parse(text);
    } catch (error) {
      if (error instanceof BodyTooLarge) return sendJson(res, 413, refusal('tooLarge', 'The IPC call is too large.'));
      return sendJson(res, 400, refusal('validation', 'The IPC call is not valid JSON.'));
    }
    if (typeof envelope !== 'object' || envelope === null || Array.isArray(envelope)) {
      return sendJson(res, 400, refusal('validation', 'The IPC call must be a JSON object { args }.'));
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
    if (file.isIndex) body = Buffer.from(injectBridge(body.toString('utf8')));
    res.writeHead(200, { ...rendererResponseHeaders(file.contentType, typeof csp === 'function' ? csp() : csp, { isIndex: file.isIndex, isHashed: file.isHashed }), 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return (req, res) => {
    if (!isAllowedHost(req.headers.host, pageHostPolicy(port()))) return sendText(res, 403, 'Host not allowed');
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://127.0.0.1');
    } catch {
      return sendText(res, 400, 'Bad request');
    }
    const isIpc = url.pathname.startsWith(WEB_IPC_PATH);
    const token = !isIpc && (req.method === 'GET' || req.method === 'HEAD') ? url.searchParams.get(LAUNCH_PARAM) : null;
    if (!gate.admits(req.headers.cookie)) {
      // Only a GET spends the token: a HEAD (a link preview, a probe) must not use it up.
      const cookie = token !== null && req.method === 'GET' ? gate.exchange(token) : null;
      if (cookie) return redirectWithoutToken(res, url, cookie);
      return isIpc ? sendJson(res, 403, refusal('forbidden', NOT_ADMITTED_MESSAGE)) : sendNotAdmitted(req, res);
    }
    // The admitted browser opening the spent address again (from its history, a second tab) is sent on to the page.
    if (token !== null) return redirectWithoutToken(res, url);
    const route = isIpc ? handleIpc : handleStatic;
    route(req, res, url.pathname).catch((error: unknown) => {
      logError(error);
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.destroy();
    });
  };
}
