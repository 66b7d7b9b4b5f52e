/**
 * `npm start`: the desktop app. Where the Electron runtime is missing (it is downloaded on
 * first use, which locked-down machines cannot do) it says so in one line and serves
 * browser mode instead, which prints its one-time launch address and opens it in the default
 * browser (src/main/browser-host.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function electronBinary() {
  try {
    // Resolving the path downloads the runtime on first use and throws when that fails.
    const run = spawnSync(process.execPath, ['-e', 'process.stdout.write(require("electron"))'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 120_000,
    });
    return run.status === 0 && run.stdout ? run.stdout : null;
  } catch {
    return null;
  }
}

function run(command, args) {
  const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

require.resolve('electron-vite/package.json');
if (electronBinary()) {
  run('npx', ['electron-vite', 'preview']);
} else {
  console.log('The Electron runtime is not installed on this machine; starting the back-office in browser mode instead.');
  run('npm', ['run', '--silent', 'start:browser']);
}
