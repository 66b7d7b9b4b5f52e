/**
 * Browser mode, started as a command, opens its launch address in the default browser. The
 * desktop's opener (xdg-open, open) cannot run here, so stand-ins on PATH note what they were
 * given; everything else is the real module.
 */
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInDefaultBrowser } from '../../src/main/core/open-browser';

let workDir: string;
let bin: string;
let opened: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'browser-host-open-'));
  bin = join(workDir, 'bin');
  opened = join(workDir, 'opened.txt');
  await mkdir(bin);
  for (const name of ['xdg-open', 'open']) {
    await writeFile(join(bin, name), `#!/bin/sh\nprintf '%s %s\\n' '${name}' "$*" >> '${opened}'\n`);
    await chmod(join(bin, name), 0o755);
  }
});

afterAll(() => rm(workDir, { recursive: true, force: true }));

/** What the stand-in openers were asked to open so far, once `expected` lines are there. */
async function openedUntil(expected: number): Promise<string[]> {
  const read = () => readFile(opened, 'utf8').then((text) => text.split('\n').filter(Boolean), () => []);
  const deadline = Date.now() + 10_000;
  while ((await read()).length < expected && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 50));
  return read();
}

describe.skipIf(process.platform === 'win32')('opening the launch address', () => {
  const env = (extra: NodeJS.ProcessEnv = {}) => ({ PATH: `${bin}:/usr/bin:/bin`, ...extra });

  it("hands the address to the system's opener (xdg-open, macOS's open), and not when BROWSER=none or CI is set", async () => {
    openInDefaultBrowser('http://127.0.0.1:4180/?launch=none', env({ BROWSER: 'none' }));
    openInDefaultBrowser('http://127.0.0.1:4180/?launch=ci', env({ CI: 'true' }));
    openInDefaultBrowser('http://127.0.0.1:4180/?launch=linux', env(), 'linux');
    openInDefaultBrowser('http://127.0.0.1:4180/?launch=mac', env({ BROWSER: 'firefox' }), 'darwin');
    expect((await openedUntil(2)).sort()).toEqual(['open http://127.0.0.1:4180/?launch=mac', 'xdg-open http://127.0.0.1:4180/?launch=linux']);
  });

  it('is not an error when the machine has no opener', async () => {
    expect(() => openInDefaultBrowser('http://127.0.0.1:4180/?launch=x', { PATH: join(workDir, 'empty') }, 'linux')).not.toThrow();
    // The spawn failure arrives as an event; an unhandled one would fail this run.
    await new Promise((settle) => setTimeout(settle, 200));
  });
});
