/**
 * The top bar's publishing buttons (spec 2.1, 4 Update buttons, 8), end to end in Chromium:
 * 'Update Projects' and 'Update Cases' toast their spec strings and the line beneath each moves
 * to the time of the new publication; an edited project reaches the public content API only
 * once it is published; the unpublished-changes mark follows a change and goes with a
 * publication; 'Update Website Blogs' calls a stand-in deploy hook (success, and a 500 said with
 * its reason); the same in Arabic, with its clock.
 *
 * The stand-in hook is a `node:http` server of this file, started before the app, whose address
 * the platform server gets as WEBSITE_DEPLOY_HOOK_URL.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Project } from '../../src/shared/entities/project';
import { PUBLIC_API_PREFIX, type PublishingStatus } from '../../src/shared/entities/publishing';
import { en, type Dictionary } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { expectVisibleText, switchLanguage } from './flows';

/** The stand-in deploy hook: answers `hookAnswer`, counts its calls. */
let hook: Server;
let hookUrl: string;
let hookAnswer = 204;
let hookCalls = 0;

beforeAll(async () => {
  hook = createServer((request, response) => {
    hookCalls += 1;
    request.resume();
    response.writeHead(hookAnswer).end();
  });
  await new Promise<void>((listening) => hook.listen(0, '127.0.0.1', listening));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/deploy`;
});
afterAll(() => new Promise<void>((closed) => (hook ? hook.close(() => closed()) : closed())));

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;

useSignedInApp(
  (app) => {
    ({ host, page, api } = app);
  },
  { startOptions: () => ({ env: { WEBSITE_DEPLOY_HOOK_URL: hookUrl } }) },
);

const publishing = () => page.getByRole('banner').getByRole('group', { name: en.publishing.group }).or(page.getByRole('group', { name: ar.publishing.group }));
const button = (name: string) => publishing().getByRole('button', { name, exact: true });

/** The status line beneath a button: the element its aria-describedby names. */
async function statusLine(name: string): Promise<Locator> {
  const id = await button(name).getAttribute('aria-describedby');
  if (!id) throw new Error(`${name} has no status line`);
  return page.locator(`[id="${id}"]`);
}

async function publishingStatus(): Promise<PublishingStatus> {
  const response = await api.get('/backoffice/publishing');
  expect(response.status).toBe(200);
  return (await response.json()) as PublishingStatus;
}

async function publicProjects(): Promise<{ data: Array<{ id: number; nameEN: string }>; publishedAt: string | null }> {
  const response = await fetch(`${host.serverUrl}${PUBLIC_API_PREFIX}/projects`);
  expect(response.status).toBe(200);
  return (await response.json()) as { data: Array<{ id: number; nameEN: string }>; publishedAt: string | null };
}

/**
 * The status line's time of a publication between `before` and `after` as the app writes it
 * today (the browser's time zone, a 12-hour clock): one text, or two when a minute turned.
 */
async function clockTimes(before: Date, after: Date, language: 'en' | 'ar'): Promise<string[]> {
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const locale = language === 'en' ? 'en-US' : 'ar-AE-u-nu-latn';
  const format = new Intl.DateTimeFormat(locale, { timeStyle: 'short', hour12: true, timeZone });
  return [...new Set([format.format(before), format.format(after)])];
}

/** Waits until the line says 'Published <one of times>' (a publication has finished). */
async function expectPublishedLine(line: Locator, times: string[], texts: Dictionary = en): Promise<void> {
  const expected = times.map((time) => texts.publishing.publishedAt.replace('{{time}}', time));
  await expect
    .poll(async () => {
      const text = await line.innerText();
      return expected.some((candidate) => text.startsWith(candidate)) ? 'published' : text;
    }, { timeout: 20_000, message: `one of ${expected.join(' | ')}` })
    .toBe('published');
}

/** Presses a publishing button and waits for its toast. */
async function press(name: string, toast: string): Promise<void> {
  await button(name).click();
  await expectVisibleText(page, toast);
}

/** The first active project of the seed, as the admin API answers it. */
async function activeProject(): Promise<Project> {
  const response = await api.get('/projects');
  const { projects } = ((await response.json()) as { data: { projects: Project[] } }).data;
  const project = projects.find((candidate) => candidate.isactive === 1);
  if (!project) throw new Error('the seed has no active project');
  return project;
}

async function renameProject(project: Project, nameEN: string): Promise<void> {
  const response = await api.send('PUT', `/projects/${project.id}`, {
    project_data_to_update: { act_id: project.actid, org_id: project.org_id, nameAR: project.nameAR, nameEN, infoAR: project.infoAR, infoEN: project.infoEN },
    id: project.id,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('publishing', () => {
  it("'Update Projects' and 'Update Cases' toast, move their line to now, and an edited project goes public only then", async () => {
    const project = await activeProject();
    const newName = `Published project ${Date.now()}`;
    await renameProject(project, newName);
    // Not public before it is published: never published yet, or the old name.
    expect((await publicProjects()).data.map((item) => item.nameEN)).not.toContain(newName);

    await page.goto(host.url);
    const projectsLine = await statusLine(en.publishing.updateProjects);
    const causesLine = await statusLine(en.publishing.updateCauses);
    const status = await publishingStatus();
    if (status.projects.lastPublishedAt === null) await expect.poll(() => projectsLine.innerText()).toContain(en.publishing.neverPublished);
    // The change above is not published yet: the line carries the mark, said in words to a screen reader.
    await expect.poll(() => projectsLine.innerText()).toContain(en.publishing.unpublishedNote);

    const before = new Date();
    await press(en.publishing.updateProjects, en.publishing.projectsUpdated);
    await expectPublishedLine(projectsLine, await clockTimes(before, new Date(), 'en'));
    const published = await publicProjects();
    expect(published.data.find((item) => item.id === project.id)?.nameEN).toBe(newName);
    expect(published.publishedAt).not.toBeNull();
    expect(await projectsLine.innerText()).not.toContain(en.publishing.unpublishedNote);
    // The full date is in the tooltip.
    expect(await projectsLine.getAttribute('title')).toMatch(/\d{4}/);

    const casesBefore = new Date();
    await press(en.publishing.updateCauses, en.publishing.causesUpdated);
    await expectPublishedLine(causesLine, await clockTimes(casesBefore, new Date(), 'en'));
    expect((await publishingStatus()).causes.lastPublishedAt).not.toBeNull();
  });

  it('marks unpublished changes after a status switch in the projects list, and the mark goes once published', async () => {
    const project = await activeProject();
    await page.goto(`${host.url}/projects/list`);
    const line = await statusLine(en.publishing.updateProjects);
    // Start from everything published.
    await press(en.publishing.updateProjects, en.publishing.projectsUpdated);
    await expect.poll(() => line.innerText(), { timeout: 20_000 }).toMatch(/^Published/);
    expect(await line.innerText()).not.toContain(en.publishing.unpublishedNote);

    const toggle = page.getByRole('switch', { name: `Status of ${project.nameAR}`, exact: true });
    await toggle.click();
    await expectVisibleText(page, "Project's status has been changed successfully.");
    await expect.poll(() => line.innerText()).toContain(en.publishing.unpublishedNote);

    await press(en.publishing.updateProjects, en.publishing.projectsUpdated);
    await expect.poll(() => line.innerText(), { timeout: 20_000 }).not.toContain(en.publishing.unpublishedNote);
    expect((await publicProjects()).data.map((item) => item.id)).not.toContain(project.id);

    // Back as it was, public again.
    await toggle.click();
    await expect.poll(() => line.innerText()).toContain(en.publishing.unpublishedNote);
    await press(en.publishing.updateProjects, en.publishing.projectsUpdated);
    await expect.poll(async () => (await publicProjects()).data.map((item) => item.id), { timeout: 20_000 }).toContain(project.id);
  });

  it("'Update Website Blogs' calls the deploy hook and says so, and says why when the hook answers 500", async () => {
    await page.goto(host.url);
    const line = await statusLine(en.publishing.updateWebsiteBlogs);
    hookAnswer = 204;
    const calls = hookCalls;
    const before = new Date();
    await press(en.publishing.updateWebsiteBlogs, en.publishing.websiteBlogsDone);
    expect(hookCalls).toBe(calls + 1);
    await expectPublishedLine(line, await clockTimes(before, new Date(), 'en'));

    hookAnswer = 500;
    const failed = en.publishing.websiteBlogsFailed.replace('{{reason}}', 'The deploy hook answered 500.');
    await press(en.publishing.updateWebsiteBlogs, failed);
    expect(hookCalls).toBe(calls + 2);
    await expect.poll(() => line.innerText()).toMatch(/^Failed/);
    expect(await line.getAttribute('title')).toBe('The deploy hook answered 500.');
    // Said with the line too, for whoever cannot hover.
    expect(await line.innerText()).toContain('The deploy hook answered 500.');
    hookAnswer = 204;
  });

  it('says it in Arabic: the toasts, and the line with an Arabic clock', async () => {
    await page.goto(host.url);
    await switchLanguage(page, 'ar');
    const line = await statusLine(ar.publishing.updateProjects);
    const before = new Date();
    await press(ar.publishing.updateProjects, ar.publishing.projectsUpdated);
    const times = await clockTimes(before, new Date(), 'ar');
    // A 12-hour clock marked ص or م, in the Latin digits the app's Arabic uses.
    for (const time of times) expect(time).toMatch(/^\d{1,2}:\d{2}\s?[صم]$/);
    await expectPublishedLine(line, times, ar);

    hookAnswer = 500;
    await press(ar.publishing.updateWebsiteBlogs, ar.publishing.websiteBlogsFailed.replace('{{reason}}', 'The deploy hook answered 500.'));
    hookAnswer = 204;
    await press(ar.publishing.updateCauses, ar.publishing.causesUpdated);
    await switchLanguage(page, 'en');
  });
});
