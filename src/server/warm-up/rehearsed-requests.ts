/**
 * A request rehearsed through the server's whole path (Node's HTTP parser, routing, its hooks, the
 * body's parser reading a real request stream, the route's validation, its handler, the error
 * handler, the answer's encoding and writing) without a socket or a session (http/rehearsal.ts),
 * checked to get the answer it must: anything else means it did not run as the real one does, and
 * the warm-up step stops there.
 *
 * The request reaches the server as a connection made in this process: a stream handed to the
 * HTTP server's 'connection' event, which Node documents for any duplex stream. Its bytes are what a
 * client writes, so the first real request finds run what it runs, Node's own request streams
 * included; a request made up as an object (Fastify's injection) left those for it, and a first
 * upload still paid for its body being read from one (bench:first-use).
 */
import { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { markAsRehearsal } from '../http/rehearsal';

export interface RehearsedRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  /** A Buffer as it is; anything else is sent as JSON. */
  payload?: unknown;
  /** The statuses the rehearsal may answer. */
  expect: readonly number[];
}

/** The request as a client writes it, on a connection it closes after the answer. */
function requestBytes({ method, url, headers = {}, payload }: RehearsedRequest): Buffer {
  const body = payload === undefined ? Buffer.alloc(0) : Buffer.isBuffer(payload) ? payload : Buffer.from(JSON.stringify(payload));
  const head: Record<string, string> = {
    // A loopback name, as the host check wants.
    host: '127.0.0.1',
    connection: 'close',
    ...(payload !== undefined && !Buffer.isBuffer(payload) && { 'content-type': 'application/json' }),
    ...(body.length > 0 && { 'content-length': String(body.length) }),
    ...headers,
  };
  const lines = [`${method} ${url} HTTP/1.1`, ...Object.entries(head).map(([name, value]) => `${name}: ${value}`)];
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), body]);
}

/** Hands `request` to the server as an in-process connection and resolves with everything it wrote back. */
function exchange(app: FastifyInstance, request: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const answer: Buffer[] = [];
    const finish = () => resolve(Buffer.concat(answer));
    const connection = new Duplex({
      read: () => undefined,
      write(chunk: Buffer, _encoding, done) {
        answer.push(chunk);
        done();
      },
      final(done) {
        done();
        finish();
      },
    });
    connection.once('close', finish);
    connection.once('error', reject);
    markAsRehearsal(connection);
    app.server.emit('connection', connection);
    connection.push(request);
  });
}

export async function rehearseRequest(app: FastifyInstance, request: RehearsedRequest): Promise<void> {
  const answer = (await exchange(app, requestBytes(request))).toString('latin1');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
  if (!request.expect.includes(status)) {
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    throw new Error(`${request.method} ${request.url} answered ${status || 'nothing'}, not ${request.expect.join(' or ')}: ${body.slice(0, 200)}`);
  }
}
