/**
 * `npm run bench:startup`: what the login route costs. Prints the JavaScript the login
 * screen loads (raw and gzip) and the time from navigation to an interactive login screen
 * in Chromium, median of 5 cold loads. Budget: login route ≤ 250 KB gzip.
 *
 * A cold load is a fresh Chromium profile. Browser mode lets in only the browser that loaded
 * its one-time launch address, so the first profile does that and each cold one starts with the
 * cookie it got: the same browser with nothing cached. BACKOFFICE_RENDERER_DIR points at
 * another build than out/renderer, as it does for the host.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startBrowserHostProcess } from '../support/browser-host-process';
import { launchChromium, openLaunchAddress } from '../support/chromium';
import { median } from './stats';

const RUNS = 5;
const BUDGET_GZIP_KB = 250;

async function main(): Promise<void> {
  if (!existsSync(resolve(process.env.BACKOFFICE_RENDERER_DIR || resolve(__dirname, '../../out/renderer'), 'index.html'))) {
    throw new Error('Build the renderer first: npm run build:renderer');
  }
  const host = await startBrowserHostProcess();
  const timings: number[] = [];
  const scripts = new Map<string, Buffer>();
  try {
    const launcher = await launchChromium();
    await openLaunchAddress(launcher.context, host.launchUrl);
    const launchCookies = await launcher.context.cookies();
    await launcher.close();
    for (let run = 0; run < RUNS; run += 1) {
      const browser = await launchChromium();
      await browser.context.addCookies(launchCookies);
      const page = await browser.context.newPage();
      page.on('response', async (response) => {
        if (response.request().resourceType() === 'script' && response.ok()) {
          scripts.set(new URL(response.url()).pathname, await response.body());
        }
      });
      const started = performance.now();
      await page.goto(host.url);
      await page.getByRole('button', { name: /Send OTP|إرسال/ }).waitFor({ state: 'visible' });
      timings.push(performance.now() - started);
      await browser.close();
    }
  } finally {
    await host.stop();
  }

  const raw = [...scripts.values()].reduce((sum, body) => sum + body.length, 0);
  const gzip = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(`login route JavaScript: ${scripts.size} files, ${kb(raw)} KB raw, ${kb(gzip)} KB gzip (budget ${BUDGET_GZIP_KB} KB gzip)`);
  for (const [path, body] of scripts) console.log(`  ${path}: ${kb(body.length)} KB raw, ${kb(gzipSync(body).length)} KB gzip`);
  console.log(`navigation → interactive login: median ${median(timings).toFixed(0)} ms over ${RUNS} cold loads (${timings.map((t) => t.toFixed(0)).join(', ')} ms)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
