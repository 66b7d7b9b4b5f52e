/**
 * `npm run bench:startup`: what the first screen costs and how fast signing in leads to work.
 * Prints, against their targets,
 *  - the JavaScript the login screen loads before it is interactive (raw and gzip; target
 *    ≤ 150 KB gzip): what the shell prefetches afterwards, while the user types, is not counted;
 *  - navigation → interactive login (the 'Send OTP' button drawn), median of 5 cold loads
 *    (target ≤ 300 ms);
 *  - sign-in → first list drawn: from the click on 'Validate OTP' to the first rows of the
 *    projects list (the address the app was opened at) drawn, median of 5 (target ≤ 500 ms).
 *    Before the click the bench waits until the network is quiet, as a person typing the code
 *    gives the app time to prefetch the shell.
 * Times are taken inside the page (performance.now(), from the navigation's start), so the
 * driver's own round trips do not count.
 *
 * A cold load is a fresh Chromium profile. Browser mode lets in only the browser that loaded
 * its one-time launch address, so the first profile does that and each cold one starts with the
 * cookie it got: the same browser with nothing cached. BACKOFFICE_RENDERER_DIR points at
 * another build than out/renderer, as it does for the host.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { registry } from '../../src/shared/registry';
import { latestOtp, startBrowserHostProcess, type BrowserHostProcess } from '../support/browser-host-process';
import { launchChromium, openLaunchAddress } from '../support/chromium';
import { ADMIN, expectLoginScreen, requestCode, typeCode, useEnglish } from '../e2e/flows';
import { en } from '../../src/renderer/src/i18n/en';
import { median, ms } from './stats';

const RUNS = 5;
export const STARTUP_TARGETS = { loginGzipKb: 150, interactiveMs: 300, firstListMs: 500 };
const FIRST_LIST_PATH = registry.projects.screens.list;

// In-page code is given as text: the bench runs under tsx, whose helpers (`__name`) do not exist in the page.

/** From the page's first script on: the frame in which the login's submit button is first there. */
const WATCH_LOGIN_SCREEN = `
  window.__bench = {};
  requestAnimationFrame(function tick() {
    if (document.querySelector('form button[type="submit"]')) window.__bench.loginShown = performance.now();
    else requestAnimationFrame(tick);
  });`;

/** Before the click: when the code form is sent ('Validate OTP'), then the frame in which the first table row is there. */
const WATCH_SIGN_IN = `
  window.__signIn = new Promise((resolve) => {
    let clickedAt;
    document.addEventListener('submit', () => (clickedAt = performance.now()), { capture: true, once: true });
    requestAnimationFrame(function tick() {
      if (clickedAt !== undefined && document.querySelector('table tbody tr')) resolve({ clickedAt, rowsAt: performance.now() });
      else requestAnimationFrame(tick);
    });
  });
  undefined; // the script's value: not the promise, which the driver would wait for`;

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

interface Run {
  interactiveMs: number;
  firstListMs: number;
}

async function coldRun(host: BrowserHostProcess, launchCookies: Cookies, loginScripts?: Map<string, Buffer>): Promise<Run> {
  const browser = await launchChromium();
  try {
    await browser.context.addCookies(launchCookies);
    const page = await browser.context.newPage();
    await page.addInitScript({ content: WATCH_LOGIN_SCREEN });
    const bodies: Array<Promise<void>> = [];
    let counting = loginScripts !== undefined;
    page.on('response', (response) => {
      if (!counting || response.request().resourceType() !== 'script' || !response.ok()) return;
      bodies.push(response.body().then((body) => void loginScripts?.set(new URL(response.url()).pathname, body)));
    });
    await page.goto(`${host.url}${FIRST_LIST_PATH}`);
    await page.getByRole('button', { name: /Send OTP|إرسال/ }).waitFor({ state: 'visible' });
    counting = false;
    await Promise.all(bodies);
    const interactiveMs = (await page.evaluate('window.__bench.loginShown')) as number;
    return { interactiveMs, firstListMs: await signInToFirstList(page, host) };
  } finally {
    await browser.close();
  }
}

async function signInToFirstList(page: Page, host: BrowserHostProcess): Promise<number> {
  await useEnglish(page);
  await requestCode(page, ADMIN.mobile);
  await typeCode(page, await latestOtp(host.serverUrl, ADMIN.mobile));
  await page.waitForLoadState('networkidle');
  await page.evaluate(WATCH_SIGN_IN);
  await page.getByRole('button', { name: en.login.validateOtp }).click();
  const { clickedAt, rowsAt } = (await page.evaluate('window.__signIn')) as { clickedAt: number; rowsAt: number };
  // The host holds one session for every browser it lets in: the next cold run starts signed out.
  await page.getByRole('button', { name: en.shell.logout }).click();
  await expectLoginScreen(page);
  return rowsAt - clickedAt;
}

const verdict = (value: number, target: number) => (value <= target ? 'within target' : 'OVER TARGET');

export interface StartupFigures {
  /** The scripts the login screen loaded before it was interactive, by path (the first cold load's). */
  loginScripts: Map<string, Buffer>;
  /** Navigation → interactive login, one per cold load. */
  interactiveMs: number[];
  /** Sign-in → first list drawn, one per cold load. */
  firstListMs: number[];
}

/** Cold loads of the app on a host of its own (default 5): what the login screen loads, and the two times of each. */
export async function measureStartup(options: { runs?: number } = {}): Promise<StartupFigures> {
  const runs = options.runs ?? RUNS;
  const host = await startBrowserHostProcess();
  const results: Run[] = [];
  const loginScripts = new Map<string, Buffer>();
  try {
    const launcher = await launchChromium();
    await openLaunchAddress(launcher.context, host.launchUrl);
    const launchCookies = await launcher.context.cookies();
    await launcher.close();
    for (let run = 0; run < runs; run += 1) results.push(await coldRun(host, launchCookies, run === 0 ? loginScripts : undefined));
  } finally {
    await host.stop();
  }
  return { loginScripts, interactiveMs: results.map((run) => run.interactiveMs), firstListMs: results.map((run) => run.firstListMs) };
}

async function main(): Promise<void> {
  if (!existsSync(resolve(process.env.BACKOFFICE_RENDERER_DIR || resolve(__dirname, '../../out/renderer'), 'index.html'))) {
    throw new Error('Build the renderer first: npm run build:renderer');
  }
  const { loginScripts, interactiveMs: interactive, firstListMs: firstList } = await measureStartup();

  const kb = (bytes: number) => bytes / 1024;
  const raw = kb([...loginScripts.values()].reduce((sum, body) => sum + body.length, 0));
  const gzip = kb([...loginScripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0));
  console.log(
    `login JavaScript: ${loginScripts.size} files, ${raw.toFixed(1)} KB raw, ${gzip.toFixed(1)} KB gzip ` +
      `(target ≤ ${STARTUP_TARGETS.loginGzipKb} KB gzip: ${verdict(gzip, STARTUP_TARGETS.loginGzipKb)})`,
  );
  for (const [path, body] of loginScripts) console.log(`  ${path}: ${kb(body.length).toFixed(1)} KB raw, ${kb(gzipSync(body, { level: 9 }).length).toFixed(1)} KB gzip`);
  console.log(
    `navigation → interactive login: median ${median(interactive).toFixed(0)} ms over ${RUNS} cold loads (${ms(interactive)} ms) ` +
      `(target ≤ ${STARTUP_TARGETS.interactiveMs} ms: ${verdict(median(interactive), STARTUP_TARGETS.interactiveMs)})`,
  );
  console.log(
    `sign-in → first list drawn (${FIRST_LIST_PATH}): median ${median(firstList).toFixed(0)} ms over ${RUNS} sign-ins (${ms(firstList)} ms) ` +
      `(target ≤ ${STARTUP_TARGETS.firstListMs} ms: ${verdict(median(firstList), STARTUP_TARGETS.firstListMs)})`,
  );
}

// Run as a command (npm run bench:startup), not when bench:office imports measureStartup.
if (process.argv[1] && resolve(process.argv[1]) === __filename) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
