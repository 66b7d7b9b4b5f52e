/**
 * Browser mode, started as a command, opens its launch address in the default browser, so
 * `npm start` ends on the app. Not where nobody looks at a screen (CI) or where the user says
 * so (BROWSER=none, the convention other dev servers follow). Opening is a convenience: when it
 * fails, the printed address is still there, so a failure is not reported as an error.
 *
 * The address passes through the opener's command line, which other users of the machine can
 * list for the moment it runs; the token in it is spent by the first page load, so a stranger
 * who copies it first is noticed: the user's own browser is then refused.
 */
import { spawn } from 'node:child_process';

function shouldOpenBrowser(env: NodeJS.ProcessEnv): boolean {
  return env.BROWSER !== 'none' && !env.CI;
}

function openerFor(platform: NodeJS.Platform, url: string): { command: string; args: string[] } {
  if (platform === 'darwin') return { command: 'open', args: [url] };
  // `start` is a cmd.exe built-in whose quoting mangles URLs; this is what it calls underneath.
  if (platform === 'win32') return { command: 'rundll32', args: ['url.dll,FileProtocolHandler', url] };
  return { command: 'xdg-open', args: [url] };
}

/** Starts the system's opener on `url` and returns at once. */
export function openInDefaultBrowser(url: string, env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): void {
  if (!shouldOpenBrowser(env)) return;
  const { command, args } = openerFor(platform, url);
  try {
    // Detached and unreferenced: the host does not wait for it, and a browser it starts outlives the host.
    const child = spawn(command, args, { env, stdio: 'ignore', detached: true });
    child.on('error', () => {});
    child.unref();
  } catch {
    // No opener on this machine: the printed address is the way in.
  }
}
