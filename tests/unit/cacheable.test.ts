/**
 * The decisions of the public API's cacheable answers (src/server/services/public-api/cacheable.ts):
 * which `If-None-Match` names the tag, which encoding a client gets, and what a request is answered
 * (on a bare Fastify instance: no database).
 */
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, etagOf, matchesIfNoneMatch, sendCacheable } from '../../src/server/services/public-api/cacheable';

describe('etagOf', () => {
  it('gives the same JSON the same weak tag, and other JSON another', () => {
    const tag = etagOf('{"data":[1]}');
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(etagOf('{"data":[1]}')).toBe(tag);
    expect(etagOf('{"data":[2]}')).not.toBe(tag);
  });
});

describe('matchesIfNoneMatch', () => {
  const tag = etagOf('{"data":[]}');
  const strong = tag.slice(2);

  it.each([
    ['the tag itself', tag, true],
    ['its strong form (weak comparison)', strong, true],
    ['the tag among others', `"a", ${tag} , "b"`, true],
    ['the strong form among others', `W/"a",${strong}`, true],
    ['any tag', '*', true],
    ['another tag', 'W/"other"', false],
    ['an empty header', '', false],
    ['no header', undefined, false],
    ['the tag without its quotes', tag.slice(3, -1), false],
  ])('%s → %s', (_, header, expected) => {
    expect(matchesIfNoneMatch(header, tag)).toBe(expected);
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['GZIP, BR', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0', undefined],
    ['gzip ; q=0.8', 'gzip'],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('sendCacheable', () => {
  let app: FastifyInstance;
  const large = { data: Array.from({ length: 60 }, (_, index) => ({ index, name: `record number ${index}` })) };
  const small = { data: [] };

  beforeAll(async () => {
    app = Fastify();
    app.get('/large', (request, reply) => sendCacheable(request, reply, large, { maxAgeSeconds: 42 }));
    app.get('/small', (request, reply) => sendCacheable(request, reply, small, { maxAgeSeconds: 42 }));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('answers the JSON with its tag, Cache-Control and Vary', async () => {
    const answer = await get('/large');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(large);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.etag).toBe(etagOf(JSON.stringify(large)));
    expect(answer.headers['cache-control']).toBe('public, max-age=42');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 without a body to a matching If-None-Match, keeping the tag and Cache-Control', async () => {
    const answer = await get('/large', { 'if-none-match': etagOf(JSON.stringify(large)), 'accept-encoding': 'gzip' });
    expect(answer.statusCode).toBe(304);
    expect(answer.rawPayload.length).toBe(0);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.etag).toBe(etagOf(JSON.stringify(large)));
    expect(answer.headers['cache-control']).toBe('public, max-age=42');
    expect((await get('/large', { 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);
  });

  it('compresses a large body as accepted, the same bytes on every request', async () => {
    const first = await get('/large', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(first.rawPayload).toString('utf8'))).toEqual(large);
    const second = await get('/large', { 'accept-encoding': 'gzip' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('sends a small body as it is: compressing it would cost more than it saves', async () => {
    const answer = await get('/small', { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toEqual(small);
  });
});
