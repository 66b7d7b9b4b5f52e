/**
 * Decisions of the Electron glue, which cannot run here (no Electron binary): which requests
 * the renderer may make, and where the window reopens.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRendererRequestPolicy } from '../../src/main/core/request-policy';
import { DEFAULT_WINDOW_STATE, fitWindowState, readWindowState, writeWindowState } from '../../src/main/core/window-state';

describe('renderer request policy (remote content disabled)', () => {
  const isAllowed = createRendererRequestPolicy({ allowedOrigins: ['http://127.0.0.1:4181', 'http://localhost:5173'] });

  it('lets through the media host and the dev server only', () => {
    expect(isAllowed('http://127.0.0.1:4181/media/a.png')).toBe(true);
    expect(isAllowed('http://localhost:5173/src/main.tsx')).toBe(true);
    expect(isAllowed('ws://localhost:5173/')).toBe(true);
  });

  it('cancels everything else', () => {
    for (const url of ['https://cdn.evil.example/x.js', 'http://127.0.0.1:4182/', 'https://127.0.0.1:4181/', 'file:///etc/passwd', 'ws://evil.example/', 'wss://localhost:5173/', 'garbage']) {
      expect(isAllowed(url), url).toBe(false);
    }
  });
});

describe('window state', () => {
  const display = { x: 0, y: 0, width: 1920, height: 1080 };

  it('keeps a position that is on a display', () => {
    const state = { x: 100, y: 80, width: 1200, height: 800, maximized: false };
    expect(fitWindowState(state, [display])).toEqual(state);
  });

  it('drops a position on a monitor that is gone, keeping the size', () => {
    expect(fitWindowState({ x: 2500, y: 100, width: 1200, height: 800, maximized: true }, [display])).toEqual({ width: 1200, height: 800, maximized: true });
    expect(fitWindowState({ x: 100, y: -900, width: 1200, height: 800, maximized: false }, [display])).toEqual({ width: 1200, height: 800, maximized: false });
  });

  it('round-trips through its file and falls back to defaults on a bad file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'window-state-'));
    try {
      const file = join(dir, 'window-state.json');
      expect(await readWindowState(file)).toEqual(DEFAULT_WINDOW_STATE);
      await writeWindowState(file, { x: 10, y: 20, width: 1000, height: 700, maximized: false });
      expect(await readWindowState(file)).toEqual({ x: 10, y: 20, width: 1000, height: 700, maximized: false });
      await writeFile(file, '{"width": 5, "height": "tall"}');
      expect(await readWindowState(file)).toEqual(DEFAULT_WINDOW_STATE);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('macOS hardened runtime (electron-builder.yml → build/entitlements.mac.plist)', () => {
  it('grants V8 its JIT and no other runtime exception', async () => {
    const { readFile } = await import('node:fs/promises');
    const builder = await readFile(join(__dirname, '../../electron-builder.yml'), 'utf8');
    const files = [...builder.matchAll(/entitlements(?:Inherit)?:\s*(\S+)/g)].map((match) => match[1]!);
    expect(files.length).toBeGreaterThan(0);
    for (const file of new Set(files)) {
      const plist = (await readFile(join(__dirname, '../..', file), 'utf8')).replace(/<!--[\s\S]*?-->/g, '');
      const granted = [...plist.matchAll(/<key>([^<]+)<\/key>\s*<true\/>/g)].map((match) => match[1]);
      expect(granted, file).toEqual(['com.apple.security.cs.allow-jit']);
    }
  });
});
