/**
 * What people type, as the forms take it (issue 21), in both languages: a text with a limit
 * counts its characters while it is typed, and a screen reader hears the count once typing
 * pauses; numbers typed in Arabic-Indic digits or grouped are kept in Latin digits; a UAE IBAN is
 * checked as it is typed, spaces and all; a phone's 2 MB photo is made smaller than 500 KB by the
 * app, which shows the result before the record is saved.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import type { Activity } from '../../src/shared/entities/activity';
import { IMAGE_MAX_BYTES } from '../../src/shared/constants';
import { en, type Dictionary } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { phoneJpeg } from '../support/photos';
import { useSignedInApp } from './app-fixture';
import { expectVisibleText, switchLanguage } from './flows';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;

useSignedInApp((app) => ({ host, page, api } = app));

const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
/** The visible counter under a field (hidden from screen readers, which hear the status instead). */
const counterOf = (field: string) => textbox(field).locator('xpath=../following-sibling::*[1]');

async function openActivityForm(texts: Dictionary = en): Promise<void> {
  await page.goto(`${host.url}/addNewActivity`);
  if (texts === ar) await switchLanguage(page, 'ar');
  await page.getByRole('heading', { name: texts.activities.addTitle, level: 1 }).waitFor();
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => values[name]!);

describe('typed input', () => {
  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('counts the characters of a text with a limit as they are typed, and says the count once typing pauses (%s)', async (_language, texts) => {
    await openActivityForm(texts);
    // Activity names: at most 45 characters (the shared schema's bound).
    const name = texts.columns.nameEN;
    expect(await counterOf(name).textContent()).toBe('0 / 45');
    expect(await counterOf(name).getAttribute('aria-hidden')).toBe('true');
    await textbox(name).fill('Water wells');
    expect(await counterOf(name).textContent()).toBe('11 / 45');
    const status = page.getByRole('status').filter({ hasText: fill(texts.form.charactersUsed, { count: '11', max: '45' }) });
    await status.waitFor({ state: 'attached' });

    await textbox(name).fill('x'.repeat(47));
    expect(await counterOf(name).textContent()).toBe('47 / 45');
    await page.getByRole('status').filter({ hasText: fill(texts.form.charactersOver, { count: '47', max: '45', over: '2' }) }).waitFor({ state: 'attached' });
    // Numbers have no counter.
    expect(await textbox(texts.columns.order).locator('xpath=../following-sibling::*').count()).toBe(0);
  });

  it('keeps a number typed in Arabic-Indic digits in Latin digits, and makes a 2 MB photo small enough, showing it before saving', async () => {
    await openActivityForm();
    await textbox(en.activities.intID).fill('٩٠٠١');
    await textbox(en.columns.order).fill('۳');
    await textbox(en.columns.order).press('Tab');
    expect(await textbox(en.activities.intID).inputValue()).toBe('9001');
    expect(await textbox(en.columns.order).inputValue()).toBe('3');
    await textbox(en.columns.nameAR).fill('آبار المياه');
    await textbox(en.columns.nameEN).fill('Water wells 9001');
    await textbox(en.columns.infoAR).fill('حفر الآبار.');
    await textbox(en.columns.infoEN).fill('Digging wells.');

    const photo = await phoneJpeg(2400, 1800);
    expect(photo.length).toBeGreaterThan(2_000_000);
    await page.locator('input[type="file"]').setInputFiles({ name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: photo });
    // What the app made of it, said under its preview: the sizes and the pixels, in proportion.
    const note = page.getByText(/^Made smaller to fit 500 KB: \d+(\.\d)? megabytes → \d+ kilobytes, \d[\d,]* × \d[\d,]* pixels\.$/);
    await note.waitFor({ timeout: 20_000 });
    const [, width, height] = /(\d[\d,]*) × (\d[\d,]*)/.exec((await note.textContent())!)!;
    expect(Number(width!.replace(/,/g, '')) / Number(height!.replace(/,/g, ''))).toBeCloseTo(4 / 3, 2);
    await page.getByRole('img', { name: en.activities.image }).waitFor();
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    await page.getByRole('button', { name: en.common.save }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/activities');
    const activities = ((await (await api.get('/activities')).json()) as { data: { activities: Activity[] } }).data.activities;
    const saved = activities.find((activity) => activity.nameEN === 'Water wells 9001');
    expect(saved).toMatchObject({ intID: 9001, order: 3, activityImage: expect.stringMatching(/^activities\/.+\.jpg$/) });
    const stored = Buffer.from(await (await fetch(`${host.serverUrl}/media/${saved!.activityImage}`)).arrayBuffer());
    expect(stored.length).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('checks a UAE IBAN as it is typed, spaces and all (%s)', async (_language, texts) => {
    await page.goto(`${host.url}/projects/new`);
    if (texts === ar) await switchLanguage(page, 'ar');
    await page.getByRole('heading', { name: texts.screens.newProject, level: 1 }).waitFor();
    await page.getByRole('checkbox', { name: texts.projectForm.bankSection }).check();
    const iban = textbox(texts.projectForm.iban);
    await iban.fill('AE12 3456');
    await iban.press('Tab');
    await expectVisibleText(page, texts.validation.ibanShape);
    await iban.fill('AE08 0331 2345 6789 0123 456');
    await expectVisibleText(page, texts.validation.ibanCheckDigits);
    await iban.fill('AE07 0331 2345 6789 0123 456');
    await expect.poll(() => page.getByText(texts.validation.ibanCheckDigits).count()).toBe(0);
  });
});
