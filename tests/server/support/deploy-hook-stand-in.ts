/**
 * A stand-in for the website host's deploy hook: a local HTTP server that answers as the test
 * sets it (a success, an error status, no answer, a redirect) and records the calls it got.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type HookAnswer =
  | { kind: 'status'; status: number }
  /** Never answers (until the stand-in closes). */
  | { kind: 'silent' }
  | { kind: 'redirect'; location: string };

export interface HookCall {
  method: string;
  /** Path and query string, as requested. */
  url: string;
}

export interface DeployHookStandIn {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** How each path answers; a path not listed answers 404. */
  answers: Map<string, HookAnswer>;
  calls: HookCall[];
  close(): Promise<void>;
}

export async function startDeployHookStandIn(): Promise<DeployHookStandIn> {
  const answers = new Map<string, HookAnswer>();
  const calls: HookCall[] = [];
  const waiting = new Set<ServerResponse>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    calls.push({ method: request.method ?? '', url: request.url ?? '' });
    const answer = answers.get(new URL(request.url ?? '/', 'http://stand-in').pathname);
    if (!answer) return void response.writeHead(404).end();
    if (answer.kind === 'silent') return void waiting.add(response);
    if (answer.kind === 'redirect') return void response.writeHead(302, { location: answer.location }).end();
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end('{"job":"queued"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    answers,
    calls,
    async close() {
      for (const response of waiting) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
