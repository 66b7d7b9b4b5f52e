/** Debian's Chromium driven by playwright-core, with a fresh profile per launch, and its way into browser mode. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Chromium {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launchChromium(options: { width?: number; height?: number; locale?: string } = {}): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'backoffice-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? 'en-US',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Opens browser mode's launch address (the one the host printed) in a new page, as a person
 * does after `npm start`: the host trades its one-time token for this browser's cookie and
 * sends the page on to the app. From then on every page of this browser opens the app directly.
 */
export async function openLaunchAddress(context: BrowserContext, launchUrl: string): Promise<Page> {
  const page = await context.newPage();
  const response = await page.goto(launchUrl);
  const landed = new URL(page.url());
  if (response?.status() !== 200 || landed.searchParams.has('launch')) {
    throw new Error(`the launch address did not lead to the app: HTTP ${response?.status()} at ${landed.href}`);
  }
  return page;
}
