/**
 * The signed-in app over a database of projects, for the benches that work in the projects list
 * (form-open, interactions): the demo data, then `projects` projects and as many cases with their
 * payments (fillPayableRecords, written before the host starts), served by a browser-mode host
 * with its own platform server, as `npm run start:browser` runs, and Debian's Chromium signed in,
 * in English, on the shell.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page, Request } from 'playwright-core';
import { apiSession, startBrowserHostProcess, type ApiSession, type BrowserHostProcess } from '../../support/browser-host-process';
import { launchChromium, openLaunchAddress, type Chromium } from '../../support/chromium';
import { ADMIN, expectShell, signIn, useEnglish } from '../../e2e/flows';
import { fillPayableRecords } from './payable-bench-data';

/** As many projects as bench:list has: a large charity's catalogue, with room to spare. */
export const DEFAULT_PROJECTS = 10_000;

export interface ProjectsApp {
  page: Page;
  host: BrowserHostProcess;
  /** The platform server's API, signed in as the demo admin: the benches' own setup. */
  api: ApiSession;
  projects: number;
  /** What the page reported as errors so far: a timing taken beside one means nothing. */
  pageErrors: string[];
  /**
   * Resolves once no request of the page has been under way for 500 ms, as a person's next click
   * comes after the last answer (Playwright's 'networkidle' is a navigation's, not an app's).
   */
  quietNetwork(): Promise<void>;
  close(): Promise<void>;
}

const QUIET_MS = 500;
const QUIET_TIMEOUT_MS = 30_000;

/** Counts the page's requests under way (a stream that stays open, such as an EventSource, is not one). */
function networkWatch(page: Page): () => Promise<void> {
  const underWay = new Set<Request>();
  let lastChange = performance.now();
  const began = (request: Request) => {
    if (request.resourceType() === 'eventsource') return;
    underWay.add(request);
    lastChange = performance.now();
  };
  const ended = (request: Request) => {
    if (underWay.delete(request)) lastChange = performance.now();
  };
  page.on('request', began);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    const deadline = performance.now() + QUIET_TIMEOUT_MS;
    while (underWay.size > 0 || performance.now() - lastChange < QUIET_MS) {
      if (performance.now() > deadline) {
        throw new Error(`the network was not quiet after ${QUIET_TIMEOUT_MS} ms: ${[...underWay].map((request) => request.url()).join(', ')}`);
      }
      await sleep(50);
    }
  };
}

export async function openProjectsApp(options: { projects?: number } = {}): Promise<ProjectsApp> {
  const projects = options.projects ?? DEFAULT_PROJECTS;
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-projects-'));
  let host: BrowserHostProcess | undefined;
  let browser: Chromium | undefined;
  const close = async () => {
    await browser?.close();
    await host?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Browser mode keeps its platform server's database in <dataDir>/server.
    const serverDir = join(dataDir, 'server');
    mkdirSync(serverDir);
    await fillPayableRecords(serverDir, projects);
    host = await startBrowserHostProcess({ dataDir });
    const api = await apiSession(host.serverUrl, ADMIN.mobile);
    browser = await launchChromium();
    const page = await openLaunchAddress(browser.context, host.launchUrl);
    const quietNetwork = networkWatch(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(host.url);
    await useEnglish(page);
    await signIn(page, host, { mobile: ADMIN.mobile });
    await expectShell(page);
    return { page, host, api, projects, pageErrors, quietNetwork, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Stops a bench whose page reported an error. */
export function assertNoPageErrors(app: ProjectsApp): void {
  if (app.pageErrors.length > 0) throw new Error(`the page reported errors: ${app.pageErrors.slice(0, 3).join(' | ')}`);
}
