/**
 * A yardstick for Lighthouse's performance score on this machine: the smallest complete page
 * (title, description, viewport, no script, no image), served by a bare node:http server.
 * Lighthouse simulates a phone's CPU from the tasks Chromium really ran, so a busy machine costs
 * even this page points; its score printed beside the real pages' tells load from page weight.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const BASELINE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width,initial-scale=1"><title>Baseline page</title>' +
  '<meta name="description" content="The smallest complete page, to compare scores with."><link rel="icon" href="data:,">' +
  '<style>body{font:16px/1.5 sans-serif;margin:1rem}</style></head>' +
  '<body><main><h1>Baseline page</h1><p>Nothing else.</p></main></body></html>';

export async function serveBaselinePage(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.url === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BASELINE_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A browser's kept-alive connections would keep the server open until they time out.
        server.closeAllConnections();
      }),
  };
}
