/**
 * The browser-mode host (`src/main/browser-host.ts`) started so that it can be killed with
 * SIGKILL, as a crash is, and started again on the same data folder and the same ports (the drafts
 * suite and bench: drafts are kept per server address, which a new platform-server port would
 * change). Started by tests/support/browser-host-process.ts, on a data folder the caller makes (`freshDataDir`) and keeps.
 */
import { startBrowserHostProcess, type BrowserHostProcess } from './browser-host-process';

export interface KillableHost extends Pick<BrowserHostProcess, 'url' | 'launchUrl' | 'serverUrl' | 'kill'> {
  port: number;
  serverPort: number;
}

/** Starts a host on `dataDir`, on the ports of an earlier start or on any free ones. */
export async function startKillableHost(dataDir: string, ports?: { port: number; serverPort: number }): Promise<KillableHost> {
  const host = await startBrowserHostProcess({ dataDir, env: { PORT: String(ports?.port ?? 0), SERVER_PORT: String(ports?.serverPort ?? 0) } });
  return {
    url: host.url,
    launchUrl: host.launchUrl,
    serverUrl: host.serverUrl,
    kill: host.kill,
    port: Number(new URL(host.url).port),
    serverPort: Number(new URL(host.serverUrl).port),
  };
}
