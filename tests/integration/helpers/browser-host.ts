/** The browser host for the unit tests: in process, on free ports, quiet, sessions in memory. */
import { join } from 'node:path';
import { startBrowserHost, type BrowserHost } from '../../../src/main/browser-host';
import { createMemorySessionStore } from '../../../src/main/core/session-store';

/** Starts the host serving `staticRoot`, with its platform server's data in `workDir`/data. */
export function startTestBrowserHost(workDir: string, staticRoot: string): Promise<BrowserHost> {
  return startBrowserHost({
    port: 0,
    serverPort: 0,
    dataDir: join(workDir, 'data'),
    staticRoot,
    env: {},
    sessionStore: createMemorySessionStore(),
    serverLogger: false,
  });
}

/**
 * What a browser does with the address the host prints: loads it once and keeps the cookie it
 * is given. Returns the Cookie header that browser sends from then on (`name=value`).
 */
export async function enterWithLaunchAddress(host: BrowserHost): Promise<string> {
  const response = await fetch(host.launchUrl, { redirect: 'manual' });
  const setCookie = response.headers.get('set-cookie');
  if (response.status !== 303 || !setCookie) throw new Error(`the launch address answered ${response.status} without a cookie`);
  return setCookie.split(';')[0]!;
}
