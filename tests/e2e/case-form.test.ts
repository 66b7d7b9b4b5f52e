/**
 * The urgent-case form end to end (spec 2.3, 2.13, 4, 5): a case created in Arabic with an
 * Arabic description; create without SMS drops the list; an edit that sends the SMS and
 * credit-card differences and always the main data (with the collected amount); reload of an
 * edit; validation; a duplicate needing an organization, chosen in the form's own field.
 *
 * One (operator, short code, keyword) counts for one active project or case: each seeded case has
 * keywords of its own, and a duplicate gets its own before it is saved.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import type { Activity } from '../../src/shared/entities/activity';
import type { Cause } from '../../src/shared/entities/cause';
import type { Mno } from '../../src/shared/entities/mno';
import type { Organization } from '../../src/shared/entities/organization';
import { en } from '../../src/renderer/src/i18n/en';
import { ar } from '../../src/renderer/src/i18n/ar';
import type { ApiSession, BrowserHostProcess } from '../support/browser-host-process';
import { useSignedInApp } from './app-fixture';
import { chooseTopBarOrganization, expectVisibleText, fetchOrganizations, fieldDescription, giveOwnKeywords, switchLanguage } from './flows';

let host: BrowserHostProcess;
let page: Page;
let api: ApiSession;
let organizations: Organization[];
let mnos: Mno[];
let category: Activity;

const texts = en.projectForm;

async function serverCause(id: number): Promise<Cause> {
  const response = await api.get(`/causes/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { cause: Cause }).cause;
}

async function serverCauses(): Promise<Cause[]> {
  const response = await api.get('/causes');
  return ((await response.json()) as { data: { causes: Cause[] } }).data.causes;
}

/** An SMS row as the server keeps it, without its id. */
const smsRowData = ({ id: _id, ...row }: Cause['sms_payment'][number]) => row;

let seeded = 0;
/** A case made through the API, with keywords no other case has. */
async function seedCause(nameEN: string): Promise<Cause> {
  const n = ++seeded;
  const response = await api.send('POST', '/causes', {
    act_id: category.id,
    org_id: organizations[0]!.id,
    nameAR: `حالة ${nameEN}`,
    nameEN,
    order: 2,
    infoAR: '<p>وصف الحالة</p>',
    infoEN: '',
    target_amount: 40000,
    sms_payment: [
      { mno: mnos[0]!.id, price: 10, short_code: 4202, keyword_ar: `شفاء${n}`, keyword_en: `HEAL${n}` },
      { mno: mnos[1]!.id, price: 50, short_code: 4206, keyword_ar: `دواء${n}`, keyword_en: `MEDS${n}` },
    ],
    cc_payment: [{ cc_url: 'https://donate.example.org/case' }],
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { cause: Cause }).cause;
}

const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
const smsRow = (number: number, dictionary = en) =>
  page.getByRole('group', { name: dictionary.projectForm.smsRow.replace('{{number}}', number.toLocaleString(dictionary === ar ? 'ar' : 'en')) });
const confirm = (dictionary = en) => page.getByRole('button', { name: dictionary.projectForm.confirm }).click();

async function openForm(query: string, title: string): Promise<void> {
  await page.goto(`${host.url}/urgent/new${query}`);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
}

useSignedInApp(
  async (app) => {
    ({ host, page, api } = app);
    organizations = await fetchOrganizations(api);
    mnos = ((await (await api.get('/dashboard_mnos')).json()) as { data: { MNOs: Mno[] } }).data.MNOs;
    const response = await api.send('POST', '/activities', { intID: 9201, nameAR: 'حالات طبية', nameEN: 'Medical cases', infoAR: 'وصف', infoEN: 'Info', order: 1 });
    expect(response.status).toBe(201);
    category = ((await response.json()) as { activity: Activity }).activity;
    // The app loaded its lists before this category existed.
    await page.reload();
  },
  // Each test starts with the first organization chosen in the top bar.
  { organization: () => organizations[0]!.nameEN },
);

describe('case form', () => {
  it('creates a case in Arabic, with an Arabic description written right to left', async () => {
    await openForm('', en.screens.newCase);
    await switchLanguage(page, 'ar');
    await createInArabic();
  });

  async function createInArabic(): Promise<void> {
    const t = ar.projectForm;
    await page.getByRole('heading', { name: ar.screens.newCase, level: 1 }).waitFor();
    await page.getByRole('combobox', { name: t.category }).selectOption({ label: category.nameAR });
    await textbox(t.nameAR).fill('علاج مريض القلب');
    await textbox(t.nameEN).fill('Heart patient treatment');
    await textbox(t.order).fill('1');
    await textbox(t.targetAmount).fill('75000');
    // The collected amount belongs to edit mode only.
    expect(await textbox(t.collectedAmount).count()).toBe(0);
    const editor = textbox(t.infoAR);
    expect(await editor.getAttribute('dir')).toBe('rtl');
    await editor.fill('تكاليف عملية قلب عاجلة لمريض محتاج.');
    await textbox(t.infoEN).fill('Urgent heart surgery costs.');
    await page.getByRole('checkbox', { name: t.smsSection }).check();
    const row = smsRow(1, ar);
    await row.getByRole('combobox', { name: t.operator }).selectOption({ label: mnos[0]!.nameAR || mnos[0]!.nameEN });
    await row.getByRole('textbox', { name: t.shortCode }).fill('4209');
    await row.getByRole('textbox', { name: t.keywordAR }).fill('قلب');
    await row.getByRole('textbox', { name: t.keywordEN }).fill('HEART');
    await row.getByRole('textbox', { name: t.price }).fill('100');
    await confirm(ar);

    await expectVisibleText(page, t.caseCreated);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/urgent/list');
    const saved = (await serverCauses()).find((cause) => cause.nameEN === 'Heart patient treatment');
    expect(saved).toMatchObject({ nameAR: 'علاج مريض القلب', actid: category.id, orgid: organizations[0]!.id, order: 1, targetAmount: 75000, collectedAmount: 0 });
    expect(saved!.infoAR).toContain('تكاليف عملية قلب عاجلة لمريض محتاج.');
    expect(saved!.infoEN).toContain('Urgent heart surgery costs.');
    expect(saved!.sms_payment.map(smsRowData)).toEqual([
      { mno: mnos[0]!.id, price: 100, short_code: 4209, keyword_ar: 'قلب', keyword_en: 'HEART' },
    ]);
    expect(saved!.cc_payment).toEqual([]);
  }

  it('creates a case without SMS rows when the section is unticked, with a credit-card link', async () => {
    await openForm('', en.screens.newCase);
    await page.getByRole('combobox', { name: texts.category }).selectOption({ label: category.nameEN });
    await textbox(texts.nameAR).fill('إيجار أسرة');
    await textbox(texts.nameEN).fill('Family rent');
    await textbox(texts.targetAmount).fill('12000');
    await page.getByRole('checkbox', { name: texts.ccSection }).check();
    await textbox(texts.ccUrl).fill('https://donate.example.org/rent');
    await confirm();
    await expectVisibleText(page, texts.caseCreated);
    const saved = (await serverCauses()).find((cause) => cause.nameEN === 'Family rent');
    expect(saved!.sms_payment).toEqual([]);
    expect(saved!.cc_payment.map((item) => item.cc_url)).toEqual(['https://donate.example.org/rent']);
    expect(saved!.infoEN).toBe('');
  });

  it('edit: prefilled (an empty description reads "No description"), sends the SMS and credit-card changes, then always the main data', async () => {
    const cause = await seedCause('Edit case');
    await openForm(`?edit=true&id=${cause.id}`, en.screens.editCase);
    await expect.poll(() => textbox(texts.nameEN).inputValue()).toBe('Edit case');
    expect(await textbox(texts.collectedAmount).inputValue()).toBe('0');
    await expect.poll(() => textbox(texts.infoEN).innerText()).toContain('No description');
    expect(await page.getByRole('checkbox', { name: texts.smsSection }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: texts.bankSection }).count()).toBe(0);

    const calls: Array<{ channel: string; args: Record<string, unknown> }> = [];
    const listener = (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/ipc/payments:update' || path === '/ipc/resource:update') {
        calls.push({ channel: path.slice(5), args: (request.postDataJSON() as { args: Record<string, unknown> }).args });
      }
    };
    page.on('request', listener);
    await page.getByRole('button', { name: texts.removeRow }).click();
    await textbox(texts.ccUrl).fill('https://donate.example.org/case-new');
    await textbox(texts.collectedAmount).fill('2500');
    await confirm();
    await expectVisibleText(page, texts.caseUpdated);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/urgent/list');
    page.off('request', listener);

    const [first, second] = cause.sms_payment;
    expect(calls).toEqual([
      {
        channel: 'payments:update',
        args: {
          kind: 'sms',
          owner: 'causes',
          id: cause.id,
          body: { sms_payment_to_remove: [second!.id], sms_payment_to_add: [], sms_payment_to_update: [], version: cause.version },
        },
      },
      {
        channel: 'payments:update',
        args: {
          kind: 'cc',
          owner: 'causes',
          id: cause.id,
          body: {
            cc_payment_to_add: [],
            cc_payment_to_update: [{ ccid: cause.cc_payment[0]!.ccid, cc_url: 'https://donate.example.org/case-new' }],
            cc_payment_to_remove: [],
            version: cause.version + 1,
          },
        },
      },
      {
        channel: 'resource:update',
        args: {
          resource: 'causes',
          id: cause.id,
          body: {
            act_id: category.id,
            org_id: organizations[0]!.id,
            nameAR: cause.nameAR,
            nameEN: cause.nameEN,
            order: 2,
            infoAR: cause.infoAR,
            // The untouched 'No description' prefill stays an empty description.
            infoEN: '',
            target_amount: 40000,
            collected_amount: 2500,
            mediaURL: null,
            version: cause.version + 2,
          },
        },
      },
    ]);
    const after = await serverCause(cause.id);
    expect(after.sms_payment).toEqual([first]);
    expect(after.cc_payment).toEqual([{ ccid: cause.cc_payment[0]!.ccid, cc_url: 'https://donate.example.org/case-new' }]);
    expect(after).toMatchObject({ collectedAmount: 2500, targetAmount: 40000, infoEN: '', version: cause.version + 3 });
  });

  it('keeps an edit form across a reload', async () => {
    const cause = await seedCause('Reload case');
    await openForm(`?edit=true&id=${cause.id}`, en.screens.editCase);
    await expect.poll(() => textbox(texts.nameEN).inputValue()).toBe('Reload case');
    await page.reload();
    await page.getByRole('heading', { name: en.screens.editCase, level: 1 }).waitFor();
    await expect.poll(() => textbox(texts.nameEN).inputValue()).toBe('Reload case');
    expect(await textbox(texts.targetAmount).inputValue()).toBe('40,000');
    await expect.poll(() => smsRow(2).getByRole('textbox', { name: texts.keywordEN }).inputValue()).toBe(cause.sms_payment[1]!.keyword_en);
  });

  it('validates in place: category, names, order and target amount required; names at most 60 characters', async () => {
    await openForm('', en.screens.newCase);
    await textbox(texts.order).fill('');
    await confirm();
    await expectVisibleText(page, en.validation.selectCategory);
    await expect.poll(() => page.getByText(en.validation.required, { exact: true }).count()).toBe(4);
    await textbox(texts.nameEN).fill('y'.repeat(61));
    await textbox(texts.nameEN).blur();
    await expectVisibleText(page, 'At most 60 characters');
    await textbox(texts.targetAmount).fill('-5');
    await textbox(texts.targetAmount).blur();
    await expectVisibleText(page, 'Must be at least 0');
  });

  it('duplicating without an organization says so at its Organization field, with the keyboard there; the copy goes to the one chosen there', async () => {
    const source = await seedCause('Case to copy');
    await chooseTopBarOrganization(page, en.shell.allOrganizations);
    await openForm(`?duplicate=true&id=${source.id}`, en.screens.duplicateCase);
    await expect.poll(() => textbox(texts.nameEN).inputValue()).toBe('Case to copy');
    await textbox(texts.nameEN).fill('Copied case');
    const keywords = await giveOwnKeywords(page, 2);
    await confirm();
    const organizationField = page.getByRole('main').getByRole('combobox', { name: texts.organizationField });
    await expect.poll(() => fieldDescription(organizationField)).toBe(texts.caseDuplicateNeedsOrganization);
    await expect.poll(() => organizationField.evaluate((field) => field === document.activeElement)).toBe(true);
    expect((await serverCauses()).some((cause) => cause.nameEN === 'Copied case')).toBe(false);

    await organizationField.selectOption({ label: organizations[1]!.nameEN });
    await confirm();
    await expectVisibleText(page, texts.caseCreated);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/urgent/list');
    const copy = (await serverCauses()).find((cause) => cause.nameEN === 'Copied case');
    expect(copy).toMatchObject({ orgid: organizations[1]!.id, actid: category.id, targetAmount: 40000 });
    // Operator, short code and price copied; the keywords its own.
    expect(copy!.sms_payment.map(smsRowData)).toEqual(source.sms_payment.map((row, index) => ({ ...smsRowData(row), ...keywords[index] })));
    expect(copy!.cc_payment.map((item) => item.cc_url)).toEqual(['https://donate.example.org/case']);
    // The empty English description was prefilled as 'No description' and saved so.
    expect(copy!.infoEN).toContain('No description');
    // The top bar's filter is as it was.
    expect(await page.getByRole('banner').getByRole('combobox', { name: en.shell.organization }).innerText()).toBe(en.shell.allOrganizations);
  });
  it('asks before leaving with unsaved changes', async () => {
    await openForm('', en.screens.newCase);
    await textbox(texts.nameEN).fill('Unsaved case');
    const menu = page.getByRole('navigation', { name: en.shell.mainMenu });
    await menu.getByRole('link', { name: en.nav.projects }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(en.form.unsavedMessage).waitFor();
    await dialog.getByRole('button', { name: en.common.cancel }).click();
    expect(new URL(page.url()).pathname).toBe('/urgent/new');
    expect(await textbox(texts.nameEN).inputValue()).toBe('Unsaved case');
    await menu.getByRole('link', { name: en.nav.projects }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: en.form.discard }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/projects/list');
  });
});
