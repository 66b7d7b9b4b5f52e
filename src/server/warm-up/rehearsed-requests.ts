/**
 * A request rehearsed through the server's whole path (routing, its hooks, the body's parser, the
 * route's validation, its handler, the error handler, the answer's encoding) without a socket or a
 * session (http/rehearsal.ts), checked to get the answer it must: anything else means it did not
 * run as the real one does, and the warm-up step stops there.
 */
import type { FastifyInstance } from 'fastify';
import inject, { type InjectOptions } from 'light-my-request';
import { markAsRehearsal } from '../http/rehearsal';

export interface RehearsedRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  payload?: InjectOptions['payload'];
  /** The statuses the rehearsal may answer. */
  expect: readonly number[];
}

export async function rehearseRequest(app: FastifyInstance, request: RehearsedRequest): Promise<void> {
  const response = await inject(
    (raw, reply) => {
      markAsRehearsal(raw);
      app.routing(raw, reply);
    },
    // A loopback name, as the host check wants.
    { method: request.method, url: request.url, headers: { host: '127.0.0.1', ...request.headers }, payload: request.payload },
  );
  if (!request.expect.includes(response.statusCode)) {
    throw new Error(`${request.method} ${request.url} answered ${response.statusCode}, not ${request.expect.join(' or ')}: ${response.body.slice(0, 200)}`);
  }
}
