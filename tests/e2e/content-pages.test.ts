/**
 * Four content-store screens end to end in Chromium against browser mode, sharing one signed-in
 * app: NGO news (spec 2.11), notifications (2.11), Ramadan notes (2.14) and selected videos
 * (2.16). Each list through the kit (its default columns, empty text, pagination from 6 rows, the
 * confirmed row delete and the bulk delete with and without a selection; the kit itself is tested
 * in list-kit.test.ts), each form's create and edit (the edit route surviving a reload), what is
 * each screen's own (the NGO news image limit, the notification editors' messages and directions,
 * the Ramadan note delete question showing markup as text, the video preview), and one flow per
 * screen in Arabic. Rows are seeded through the API.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { NgoNews } from '../../src/shared/entities/ngo-news';
import type { Notification } from '../../src/shared/entities/notification';
import type { Organization } from '../../src/shared/entities/organization';
import type { RamadanNote } from '../../src/shared/entities/ramadan-note';
import type { SelectedVideo } from '../../src/shared/entities/selected-video';
import { registry, screenPath } from '../../src/shared/registry';
import { en, type Dictionary } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { expectShell, expectVisibleText, fetchOrganizations, switchLanguage } from './flows';
import * as list from './list-steps';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;
let organizations: Organization[];

useSignedInApp(async (app) => {
  ({ host, page, api } = app);
  organizations = await fetchOrganizations(api);
});

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

type ContentResource = 'ngoNews' | 'notifications' | 'ramadanNotes' | 'selectedVideos';
interface Records {
  ngoNews: NgoNews;
  notifications: Notification;
  ramadanNotes: RamadanNote;
  selectedVideos: SelectedVideo;
}

/** What the shared list test needs of a screen. */
interface ContentScreen<R extends ContentResource> {
  resource: R;
  heading: (texts: Dictionary) => string;
  /** The body of the n-th row seeded through the API; its row name ends in ` #n.` so no name is part of another. */
  seed(n: number): Record<string, unknown>;
  rowName(row: Records[R]): string;
  texts: (texts: Dictionary) => { empty: string; nothingSelected: string; bulkDeleted: string; deleted: string };
  /** The row delete's question, when it is not the kit's. */
  question?: (row: Records[R]) => string;
  columns: { visible: string[]; hidden: string[] };
}

const classPath = (resource: ContentResource) => registry[resource].path;

async function serverRows<R extends ContentResource>(resource: R): Promise<Array<Records[R]>> {
  const response = await api.get(classPath(resource));
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: Array<Records[R]> }).results;
}

async function createThroughApi<R extends ContentResource>(resource: R, body: Record<string, unknown>): Promise<Records[R]> {
  const response = await api.send('POST', classPath(resource), body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as Record<string, Records[R]>)[registry[resource].itemKey]!;
}

let seeded = 0;
/** Makes the server hold exactly `count` rows of the screen's class (the oldest stay). */
function keepRows<R extends ContentResource>(screen: ContentScreen<R>, count: number): Promise<Array<Records[R]>> {
  const { resource } = screen;
  return list.keepServerRows(count, {
    list: () => serverRows(resource),
    idOf: (row) => row.objectId,
    deleteBulk: (ids) => api.send('DELETE', `${classPath(resource)}/bulk`, { [registry[resource].bulkIdsKey]: ids }),
    add: () => createThroughApi(resource, screen.seed(++seeded)),
  });
}

const main = () => page.getByRole('main');
const heading = (name: string) => page.getByRole('heading', { name, level: 1 });
const textbox = (name: string) => main().getByRole('textbox', { name, exact: true });
const pathname = () => new URL(page.url()).pathname;
const columnHeader = (name: string) => main().getByRole('columnheader', { name, exact: true });
const toastText = (template: string, name: string) => template.replace('{{name}}', name);

/** Opens a screen by its address (a page load: a list loads once per app run) and waits for its heading. */
async function open(path: string, title: string): Promise<void> {
  await page.goto(`${host.url}${path}`);
  await expectShell(page);
  await heading(title).waitFor();
}

async function openList<R extends ContentResource>(screen: ContentScreen<R>, texts: Dictionary = en): Promise<void> {
  await list.openFreshList(page, { url: `${host.url}${registry[screen.resource].screens.list}`, heading: screen.heading(texts), empty: screen.texts(texts).empty });
}

const save = (texts: Dictionary = en) => main().getByRole('button', { name: texts.common.save }).click();

const ngoNewsScreen: ContentScreen<'ngoNews'> = {
  resource: 'ngoNews',
  heading: (t) => t.ngoNews.menu,
  seed: (n) => ({ link: `https://news.example.org/${n}#${n}.`, orgId: organizations[n % organizations.length]!.id }),
  rowName: (row) => row.link,
  texts: (t) => t.ngoNews,
  columns: {
    visible: [en.ngoNews.link, en.ngoNews.organization, en.ngoNews.image, en.ngoNews.createdAt, en.columns.actions],
    hidden: [en.ngoNews.objectId],
  },
};

const notificationsScreen: ContentScreen<'notifications'> = {
  resource: 'notifications',
  heading: (t) => t.notifications.menu,
  seed: (n) => ({ notificationText: `<p>Notice <strong>#${n}.</strong></p>`, notificationTextInAR: `<p>إشعار #${n}.</p>` }),
  // The kit names a notification by its English text as a reader sees it.
  rowName: (row) => row.notificationText.replace(/<[^>]+>/g, ''),
  texts: (t) => t.notifications,
  columns: { visible: [en.notifications.textEN, en.notifications.textAR, en.notifications.createdAt, en.columns.actions], hidden: [en.notifications.objectId] },
};

const ramadanNotesScreen: ContentScreen<'ramadanNotes'> = {
  resource: 'ramadanNotes',
  heading: (t) => t.ramadanNotes.menu,
  seed: (n) => ({ content: `Be generous #${n}.`, name: `Writer #${n}.`, daynum: (n % 30) + 1 }),
  rowName: (row) => row.content,
  texts: (t) => t.ramadanNotes,
  question: (row) => en.ramadanNotes.deleteQuestion.replace('{{name}}', row.content),
  // Spec 2.14: content and Actions by default.
  columns: {
    visible: [en.ramadanNotes.content, en.columns.actions],
    hidden: [en.ramadanNotes.objectId, en.ramadanNotes.createdAt, en.ramadanNotes.updatedAt, en.ramadanNotes.daynum, en.ramadanNotes.name],
  },
};

const selectedVideosScreen: ContentScreen<'selectedVideos'> = {
  resource: 'selectedVideos',
  heading: (t) => t.selectedVideos.menu,
  seed: (n) => ({ url: `https://videos.example.org/watch/${n}#${n}.` }),
  rowName: (row) => row.url,
  texts: (t) => t.selectedVideos,
  // Spec 2.16: URL and Actions by default.
  columns: { visible: [en.selectedVideos.url, en.columns.actions], hidden: [en.selectedVideos.createdAt, en.selectedVideos.objectId] },
};

const SCREENS = [ngoNewsScreen, notificationsScreen, ramadanNotesScreen, selectedVideosScreen] as ContentScreen<ContentResource>[];

describe.each(SCREENS.map((screen) => ({ name: screen.resource, screen })))('$name list', ({ screen }) => {
  it('shows its default columns and empty text, pages from 6 rows, deletes a row after a confirmation, and deletes a selection', async () => {
    const texts = screen.texts(en);
    await list.resetColumnChoice(api, screen.resource);
    await keepRows(screen, 0);
    await openList(screen);
    await expectVisibleText(page, texts.empty);

    await list.expectPaginationFromSixRows(page, async (count) => {
      await keepRows(screen, count);
      await openList(screen);
    });
    await list.expectColumns(columnHeader, screen.columns);

    await list.expectNothingSelectedWarning(page, texts.nothingSelected);
    const [first, second, third] = await serverRows(screen.resource);
    await list.deleteRowAfterCancel(page, {
      rowName: screen.rowName(first!),
      question: screen.question?.(first!),
      toast: toastText(texts.deleted, screen.rowName(first!)),
      whileKept: async () => expect((await serverRows(screen.resource)).length).toBe(6),
    });
    await expect.poll(async () => (await serverRows(screen.resource)).map((row) => row.objectId)).not.toContain(first!.objectId);

    await list.selectRows(page, [screen.rowName(second!), screen.rowName(third!)]);
    await list.deleteSelection(page, 2, texts.bulkDeleted);
    const left = (await serverRows(screen.resource)).map((row) => row.objectId);
    expect(left).toHaveLength(3);
    expect(left).not.toContain(second!.objectId);
    expect(left).not.toContain(third!.objectId);
    await expect.poll(() => list.bodyRows(main()).count()).toBe(3);
  });
});

describe('NGO news form', () => {
  const { add, edit } = registry.ngoNews.screens;

  it('refuses an image over 500 KB, then creates the news with its organization and image', async () => {
    await keepRows(ngoNewsScreen, 0);
    await openList(ngoNewsScreen);
    await main().getByRole('button', { name: en.ngoNews.add }).click();
    await heading(en.ngoNews.addTitle).waitFor();
    expect(pathname()).toBe(add);

    const oversize = Buffer.concat([PNG, Buffer.alloc(512_001 - PNG.length)]);
    await page.locator('input[type="file"]').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: oversize });
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(en.image.tooLarge).waitFor();
    await dialog.getByRole('button', { name: en.image.ok }).click();
    expect(await main().getByRole('img', { name: en.ngoNews.image }).count()).toBe(0);

    await page.locator('input[type="file"]').setInputFiles({ name: 'news.png', mimeType: 'image/png', buffer: PNG });
    await main().getByRole('img', { name: en.ngoNews.image }).waitFor();
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    const organization = organizations[1]!;
    await textbox(en.ngoNews.link).fill('https://erc.example.org/news/ramadan-campaign');
    await main().getByRole('combobox', { name: en.ngoNews.organization }).selectOption({ label: organization.nameEN });
    await save();

    await expect.poll(pathname).toBe(registry.ngoNews.screens.list);
    await expectVisibleText(page, en.ngoNews.saved);
    const [saved] = await serverRows('ngoNews');
    expect(saved).toMatchObject({ link: 'https://erc.example.org/news/ramadan-campaign', orgId: organization.id });
    expect(saved!.image).toMatch(/^ngonews\//);
    const row = list.bodyRows(main()).filter({ hasText: saved!.link });
    await row.waitFor();
    const cells = (await row.getByRole('gridcell').allInnerTexts()).map((text) => text.trim());
    expect(cells).toEqual(expect.arrayContaining([saved!.link, organization.nameEN]));
    await row.getByRole('img', { name: en.ngoNews.imageOf.replace('{{name}}', saved!.link) }).waitFor();
  });

  it('edits news, prefilled, and the edit route survives a reload', async () => {
    const news = await createThroughApi('ngoNews', { link: 'https://news.example.org/before', orgId: organizations[0]!.id });
    await open(screenPath(edit, news.objectId), en.ngoNews.editTitle);
    await expect.poll(() => textbox(en.ngoNews.link).inputValue()).toBe('https://news.example.org/before');
    await page.reload();
    await expectShell(page);
    await expect.poll(() => textbox(en.ngoNews.link).inputValue()).toBe('https://news.example.org/before');
    const select = main().getByRole('combobox', { name: en.ngoNews.organization });
    expect(await select.inputValue()).toBe(String(organizations[0]!.id));
    // An address reads left to right on any page.
    expect(await textbox(en.ngoNews.link).getAttribute('dir')).toBe('ltr');

    await textbox(en.ngoNews.link).fill('https://news.example.org/after');
    await select.selectOption(String(organizations[2]!.id));
    await save();
    await expect.poll(pathname).toBe(registry.ngoNews.screens.list);
    await expectVisibleText(page, en.ngoNews.saved);
    const saved = (await serverRows('ngoNews')).find((row) => row.objectId === news.objectId);
    expect(saved).toMatchObject({ link: 'https://news.example.org/after', orgId: organizations[2]!.id });
  });
});

describe('notification form', () => {
  const { add, edit, list: listPath } = registry.notifications.screens;

  it("says 'Notification field is required' under each empty editor; the Arabic one is right to left; saves both and lists them as text", async () => {
    await open(add, en.notifications.addTitle);
    const english = textbox(en.notifications.textEN);
    const arabic = textbox(en.notifications.textAR);
    await arabic.waitFor();
    expect(await english.getAttribute('dir')).toBe('ltr');
    expect(await arabic.getAttribute('dir')).toBe('rtl');
    await save();
    await expect.poll(() => main().getByText(en.validation.notificationRequired).count()).toBe(2);

    await english.fill('The office is closed on Friday');
    await expect.poll(() => main().getByText(en.validation.notificationRequired).count()).toBe(1);
    await arabic.fill('المكتب مغلق يوم الجمعة');
    await save();

    await expect.poll(pathname).toBe(listPath);
    await expectVisibleText(page, en.notifications.saved);
    const [saved] = await serverRows('notifications');
    expect(saved!.notificationText).toContain('The office is closed on Friday');
    // The Arabic editor starts right to left, and so does what it saves.
    expect(saved!.notificationTextInAR).toMatch(/^<p class="ql-direction-rtl ql-align-right">المكتب مغلق يوم الجمعة<\/p>$/);
    const row = list.bodyRows(main()).filter({ hasText: 'The office is closed on Friday' });
    await row.waitFor();
    const cells = (await row.getByRole('gridcell').allInnerTexts()).map((text) => text.trim());
    expect(cells).toEqual(expect.arrayContaining(['The office is closed on Friday', 'المكتب مغلق يوم الجمعة']));
  });

  it('lists formatted text without its markup, edits a notification, and the edit route survives a reload', async () => {
    const notification = await createThroughApi('notifications', {
      notificationText: '<p>Eid <strong>holiday</strong></p>',
      notificationTextInAR: '<p class="ql-direction-rtl ql-align-right">عطلة <em>العيد</em></p>',
    });
    await open(listPath, en.notifications.menu);
    const row = list.bodyRows(main()).filter({ hasText: 'Eid holiday' });
    await row.waitFor();
    const cells = (await row.getByRole('gridcell').allInnerTexts()).map((text) => text.trim());
    expect(cells).toEqual(expect.arrayContaining(['Eid holiday', 'عطلة العيد']));
    expect(cells.join(' ')).not.toMatch(/<|>/);
    expect(await row.locator('strong, em').count()).toBe(0);

    await row.getByRole('button', { name: en.list.editRow.replace('{{name}}', 'Eid holiday') }).click();
    await heading(en.notifications.editTitle).waitFor();
    expect(pathname()).toBe(screenPath(edit, notification.objectId));
    await expect.poll(() => textbox(en.notifications.textEN).innerText()).toBe('Eid holiday');
    await page.reload();
    await expectShell(page);
    await expect.poll(() => textbox(en.notifications.textEN).innerText()).toBe('Eid holiday');
    expect((await textbox(en.notifications.textAR).innerText()).trim()).toBe('عطلة العيد');

    await textbox(en.notifications.textEN).fill('Eid holiday, three days');
    await save();
    await expect.poll(pathname).toBe(listPath);
    await expectVisibleText(page, en.notifications.saved);
    const saved = (await serverRows('notifications')).find((candidate) => candidate.objectId === notification.objectId);
    expect(saved!.notificationText).toContain('Eid holiday, three days');
  });
});

describe('Ramadan note form and delete', () => {
  const { add, edit, list: listPath } = registry.ramadanNotes.screens;

  it("titled 'Add New Ramadan Note': requires its fields, keeps the day within 1–30, creates the note", async () => {
    await open(listPath, en.ramadanNotes.menu);
    await main().getByRole('button', { name: en.ramadanNotes.add }).click();
    await heading(en.ramadanNotes.addTitle).waitFor();
    expect(pathname()).toBe(add);
    await save();
    await expect.poll(() => main().getByText(en.validation.required, { exact: true }).count()).toBe(3);

    await textbox(en.ramadanNotes.content).fill('Give, even if it is half a date.');
    await textbox(en.ramadanNotes.name).fill('Daily reminder');
    await textbox(en.ramadanNotes.daynum).fill('31');
    await save();
    await expectVisibleText(page, en.validation.max.replace('{{value}}', '30'));
    expect(pathname()).toBe(add);
    await textbox(en.ramadanNotes.daynum).fill('12');
    await save();

    await expect.poll(pathname).toBe(listPath);
    await expectVisibleText(page, en.ramadanNotes.saved);
    expect((await serverRows('ramadanNotes'))[0]).toMatchObject({ content: 'Give, even if it is half a date.', name: 'Daily reminder', daynum: 12 });
  });

  it("titled 'Edit Ramadan Note': prefilled, survives a reload, saves the change", async () => {
    const note = await createThroughApi('ramadanNotes', { content: 'Before the edit', name: 'Writer', daynum: 3 });
    await open(screenPath(edit, note.objectId), en.ramadanNotes.editTitle);
    await expect.poll(() => textbox(en.ramadanNotes.content).inputValue()).toBe('Before the edit');
    await page.reload();
    await expectShell(page);
    await heading(en.ramadanNotes.editTitle).waitFor();
    await expect.poll(() => textbox(en.ramadanNotes.content).inputValue()).toBe('Before the edit');
    expect(await textbox(en.ramadanNotes.name).inputValue()).toBe('Writer');
    expect(await textbox(en.ramadanNotes.daynum).inputValue()).toBe('3');

    await textbox(en.ramadanNotes.content).fill('After the edit');
    await textbox(en.ramadanNotes.daynum).fill('30');
    await save();
    await expect.poll(pathname).toBe(listPath);
    await expectVisibleText(page, en.ramadanNotes.saved);
    expect((await serverRows('ramadanNotes')).find((row) => row.objectId === note.objectId)).toMatchObject({ content: 'After the edit', daynum: 30 });
  });

  it('asks to delete a note showing its content as text: <b>x</b> reads as those characters', async () => {
    const note = await createThroughApi('ramadanNotes', { content: '<b>x</b>', name: 'Markup', daynum: 1 });
    await open(listPath, en.ramadanNotes.menu);
    const dialog = await list.askToDeleteRow(page, '<b>x</b>', 'Are you sure you want to delete <b>x</b> from Ramadan Notes?');
    expect(await dialog.locator('b').count()).toBe(0);
    expect(await list.bodyRows(main()).locator('b').count()).toBe(0);
    await list.confirmDeletion(page, toastText(en.ramadanNotes.deleted, '<b>x</b>'));
    expect((await serverRows('ramadanNotes')).map((row) => row.objectId)).not.toContain(note.objectId);
  });
});

describe('selected video form', () => {
  const { add, edit, list: listPath } = registry.selectedVideos.screens;
  const YOUTUBE_ID = 'dQw4w9WgXcQ';
  const preview = () => main().getByRole('region', { name: en.selectedVideos.preview });

  it("previews the address as it is typed (a YouTube video's thumbnail, a Vimeo card, a plain link) and saves it", async () => {
    // Stands in for YouTube's image host; the request reaching it shows the page's policy lets the image through.
    const thumbnails: string[] = [];
    await page.route('https://i.ytimg.com/**', async (route) => {
      thumbnails.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
    });
    try {
      await open(listPath, en.selectedVideos.menu);
      await main().getByRole('button', { name: en.selectedVideos.add }).click();
      await heading(en.selectedVideos.addTitle).waitFor();
      expect(pathname()).toBe(add);
      await preview().getByText(en.selectedVideos.previewEmpty).waitFor();

      const url = textbox(en.selectedVideos.url);
      await url.fill(`https://youtu.be/${YOUTUBE_ID}`);
      const thumbnail = preview().getByRole('img', { name: en.selectedVideos.youtubeThumbnail.replace('{{id}}', YOUTUBE_ID) });
      await thumbnail.waitFor();
      expect(await thumbnail.getAttribute('src')).toBe(`https://i.ytimg.com/vi/${YOUTUBE_ID}/hqdefault.jpg`);
      await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      expect(thumbnails).toContain(`https://i.ytimg.com/vi/${YOUTUBE_ID}/hqdefault.jpg`);

      await url.fill('https://vimeo.com/76979871');
      await preview().getByText(en.selectedVideos.vimeo).waitFor();
      await preview().getByText('76979871', { exact: false }).first().waitFor();
      expect(await preview().getByRole('img').count()).toBe(0);

      await url.fill('https://example.org/clip');
      await preview().getByText(en.selectedVideos.link.replace('{{host}}', 'example.org')).waitFor();
      await preview().getByText(en.selectedVideos.notVideoSite).waitFor();

      await url.fill(`https://www.youtube.com/shorts/${YOUTUBE_ID}`);
      await thumbnail.waitFor();
      await save();
      await expect.poll(pathname).toBe(listPath);
      await expectVisibleText(page, en.selectedVideos.saved);
      expect((await serverRows('selectedVideos'))[0]?.url).toBe(`https://www.youtube.com/shorts/${YOUTUBE_ID}`);
    } finally {
      await page.unroute('https://i.ytimg.com/**');
    }
  });

  it('refuses an address that is not http(s), edits a video, and the edit route survives a reload', async () => {
    const video = await createThroughApi('selectedVideos', { url: 'https://videos.example.org/before' });
    await open(screenPath(edit, video.objectId), en.selectedVideos.editTitle);
    const url = textbox(en.selectedVideos.url);
    await expect.poll(() => url.inputValue()).toBe('https://videos.example.org/before');
    await page.reload();
    await expectShell(page);
    await expect.poll(() => url.inputValue()).toBe('https://videos.example.org/before');
    await preview().getByText(en.selectedVideos.link.replace('{{host}}', 'videos.example.org')).waitFor();

    await url.fill('not a link');
    await save();
    await expectVisibleText(page, en.validation.urlInvalid);
    await url.fill('https://videos.example.org/after');
    await save();
    await expect.poll(pathname).toBe(listPath);
    await expectVisibleText(page, en.selectedVideos.saved);
    expect((await serverRows('selectedVideos')).find((row) => row.objectId === video.objectId)?.url).toBe('https://videos.example.org/after');
  });
});

describe('in Arabic, right to left', () => {
  /** Opens an add form and switches the interface to Arabic there. */
  async function openInArabic(path: string, title: (texts: Dictionary) => string): Promise<void> {
    await open(path, title(en));
    await switchLanguage(page, 'ar');
    await heading(title(ar)).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  }

  it('NGO news: the form, the save and the list in Arabic; the link stays left to right', async () => {
    await openInArabic(registry.ngoNews.screens.add, (t) => t.ngoNews.addTitle);
    await save(ar);
    await expect.poll(() => main().getByText(ar.validation.required, { exact: true }).count()).toBeGreaterThanOrEqual(1);
    await expectVisibleText(page, ar.validation.selectOrg);
    const organization = organizations[0]!;
    await textbox(ar.ngoNews.link).fill('https://news.example.org/arabic');
    expect(await textbox(ar.ngoNews.link).getAttribute('dir')).toBe('ltr');
    await main().getByRole('combobox', { name: ar.ngoNews.organization }).selectOption({ label: organization.nameAR });
    await save(ar);
    await expectVisibleText(page, ar.ngoNews.saved);
    await heading(ar.ngoNews.menu).waitFor();
    const row = list.bodyRows(main()).filter({ hasText: 'https://news.example.org/arabic' });
    await row.waitFor();
    expect((await row.getByRole('gridcell').allInnerTexts()).map((text) => text.trim())).toContain(organization.nameAR);
    expect(await row.getByText('https://news.example.org/arabic').getAttribute('dir')).toBe('ltr');
  });

  it('notifications: both editors keep their directions and the messages are Arabic', async () => {
    await openInArabic(registry.notifications.screens.add, (t) => t.notifications.addTitle);
    expect(await textbox(ar.notifications.textEN).getAttribute('dir')).toBe('ltr');
    expect(await textbox(ar.notifications.textAR).getAttribute('dir')).toBe('rtl');
    await save(ar);
    await expect.poll(() => main().getByText(ar.validation.notificationRequired).count()).toBe(2);
    await textbox(ar.notifications.textEN).fill('Donations open');
    await textbox(ar.notifications.textAR).fill('باب التبرع مفتوح');
    await save(ar);
    await expectVisibleText(page, ar.notifications.saved);
    await heading(ar.notifications.menu).waitFor();
    await list.bodyRows(main()).filter({ hasText: 'باب التبرع مفتوح' }).first().waitFor();
  });

  it('Ramadan notes: creates a note and asks the delete question in Arabic', async () => {
    await openInArabic(registry.ramadanNotes.screens.add, (t) => t.ramadanNotes.addTitle);
    await textbox(ar.ramadanNotes.content).fill('الصدقة تطفئ الخطيئة');
    await textbox(ar.ramadanNotes.name).fill('خاطرة اليوم');
    await textbox(ar.ramadanNotes.daynum).fill('7');
    await save(ar);
    await expectVisibleText(page, ar.ramadanNotes.saved);
    await heading(ar.ramadanNotes.menu).waitFor();
    await main().getByRole('button', { name: ar.list.deleteRow.replace('{{name}}', 'الصدقة تطفئ الخطيئة') }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(ar.ramadanNotes.deleteQuestion.replace('{{name}}', 'الصدقة تطفئ الخطيئة')).waitFor();
    await dialog.getByRole('button', { name: ar.list.delete }).click();
    await expectVisibleText(page, toastText(ar.ramadanNotes.deleted, 'الصدقة تطفئ الخطيئة'));
  });

  it('selected videos: the preview in Arabic, the address left to right, saved', async () => {
    await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
    try {
      await openInArabic(registry.selectedVideos.screens.add, (t) => t.selectedVideos.addTitle);
      const url = textbox(ar.selectedVideos.url);
      expect(await url.getAttribute('dir')).toBe('ltr');
      await url.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await main().getByRole('img', { name: ar.selectedVideos.youtubeThumbnail.replace('{{id}}', 'dQw4w9WgXcQ') }).waitFor();
      await save(ar);
      await expectVisibleText(page, ar.selectedVideos.saved);
      await heading(ar.selectedVideos.menu).waitFor();
      const cell = main().getByText('https://www.youtube.com/watch?v=dQw4w9WgXcQ', { exact: true }).first();
      expect(await cell.getAttribute('dir')).toBe('ltr');
    } finally {
      await page.unroute('https://i.ytimg.com/**');
    }
  });
});
