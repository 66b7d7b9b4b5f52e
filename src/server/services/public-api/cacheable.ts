/**
 * How the public content API answers (`/public/v1/…`): JSON that an app or a website can poll
 * cheaply. A weak `ETag` of the JSON text, `Cache-Control: public, max-age`, and `304 Not
 * Modified` to a request whose `If-None-Match` names the same tag (no body is sent or
 * compressed again); the body compressed as the client accepts it (Brotli, else gzip), with
 * `Vary: Accept-Encoding`. Compressed bodies are kept per tag for a while, so a thousand
 * polls of the same list compress it once.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CacheableOptions {
  /** How long a client or a proxy may use the answer without asking again. */
  maxAgeSeconds: number;
}

/** Bodies shorter than this go uncompressed: the headers would cost more than they save. */
const COMPRESS_FROM_BYTES = 1024;
/** Compressed bodies kept (by encoding and tag); the oldest is dropped beyond it. */
const COMPRESSED_KEPT = 200;

type Encoding = 'br' | 'gzip';
const compressed = new Map<string, Promise<Buffer>>();

/** The tag of a body: the same JSON text always has the same tag, on every instance. */
export function etagOf(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether `If-None-Match` names this tag (weak comparison, RFC 9110 13.1.2), or is `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * The encoding the client prefers among those this server makes: the higher `q` wins, Brotli on
 * a tie (smaller); `q=0` refuses one, and `*` stands for any not named.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    accepted.set(name!.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: Encoding) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  const [br, gzip] = [weight('br'), weight('gzip')];
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

function compress(encoding: Encoding, etag: string, body: string): Promise<Buffer> {
  const key = `${encoding} ${etag}`;
  let result = compressed.get(key);
  if (!result) {
    result =
      encoding === 'br'
        ? brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gzipAsync(body, { level: 6 });
    result.catch(() => compressed.delete(key));
    compressed.set(key, result);
    if (compressed.size > COMPRESSED_KEPT) compressed.delete(compressed.keys().next().value!);
  }
  return result;
}

/** A JSON answer ready to send: its text and its tag, worked out once for content that does not change. */
export interface PreparedJson {
  body: string;
  etag: string;
}

export function prepareJson(payload: unknown): PreparedJson {
  const body = JSON.stringify(payload);
  return { body, etag: etagOf(body) };
}

/** Answers `payload` as cacheable JSON (or 304). The route declares `config.public` and its schemas as usual. */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, payload: unknown, options: CacheableOptions): Promise<FastifyReply> {
  return sendPrepared(request, reply, prepareJson(payload), options);
}

/** As sendCacheable, for an answer prepared once (a published snapshot): a 304 then costs no serializing or hashing. */
export async function sendPrepared(request: FastifyRequest, reply: FastifyReply, { body, etag }: PreparedJson, options: CacheableOptions): Promise<FastifyReply> {
  reply.header('etag', etag).header('cache-control', `public, max-age=${options.maxAgeSeconds}`).header('vary', 'Accept-Encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = Buffer.byteLength(body) >= COMPRESS_FROM_BYTES ? chooseEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(await compress(encoding, etag, body));
}
