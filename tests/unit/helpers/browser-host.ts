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
