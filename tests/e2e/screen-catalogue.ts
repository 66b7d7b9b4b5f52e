/**
 * Every screen of the signed-in app, and the signed-out ones, as a person reaches them: how to
 * open each (the page is on the signed-in shell) and when it is ready, in either language. One
 * catalogue for every walk over the screens: the accessibility test, the layout test, the
 * keyboard test and `npm run screenshots`, so a screen added here is checked by all of them. A
 * simple resource's list, add and edit screens (titled by its own section: `resourceScreens`)
 * are found by themselves; the other screens are listed once here.
 *
 * It runs inside vitest and outside it (the screenshots script), so it fails with plain errors
 * and waits with Playwright, never with vitest's `expect`.
 */
import type { Locator, Page } from 'playwright-core';
import { ar } from '../../src/renderer/src/i18n/ar';
import { en, type Dictionary } from '../../src/renderer/src/i18n/en';
import { entryOf, resourceNames, screenPath, type ResourceName } from '../../src/shared/registry';
import { latestOtp, type ApiSession, type BrowserHostProcess } from '../support/browser-host-process';
import { ADMIN, bodyRows, chooseTopBarOrganization, expectShell, fetchOrganizations } from './flows';
import type { BackofficeBridge } from '../../src/shared/ipc';

/** A screen to walk to: how to get there from the signed-in shell, and what undoes what `open` put over it. */
export interface CatalogueScreen {
  name: string;
  /**
   * `form`: the screen's content is a form (add and edit, report filters, settings, the campaign
   * form); `dialog`: something is open over the screen (a dialog, a menu, the drawer).
   */
  kind: 'list' | 'form' | 'dialog' | 'other';
  open(texts: Dictionary): Promise<void>;
  /** What undoes what `open` put over the screen (a menu, a dialog, a filter, a form's changes). */
  close?(texts: Dictionary): Promise<void>;
}

export interface CatalogueContext {
  page: Page;
  api: ApiSession;
}

/** Narrow enough for the menu drawer (< 900 px). */
const NARROW_WIDTH = 800;

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * Goes to an address of the app in the running page, as Back and Forward do (the router follows
 * the address): a page load per screen would cost more than the check itself.
 */
export async function openScreen(page: Page, path: string, heading: string): Promise<void> {
  await forgetDrafts(page);
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/**
 * Each screen is looked at as it opens the first time: a form the walk typed into before keeps
 * its draft by design and would offer it, so the walk deletes the drafts (through main, as the
 * app does) before it opens the next screen.
 */
async function forgetDrafts(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const { backoffice } = window as unknown as { backoffice: BackofficeBridge };
    const listed = await backoffice.invoke('drafts:list', undefined);
    for (const draft of listed.ok ? listed.value : []) await backoffice.invoke('drafts:delete', { key: draft.key });
  });
}

/** Waits until nothing matches (a dialog or menu has gone). */
const waitForNone = (locator: Locator) => locator.first().waitFor({ state: 'detached' });

/** A field's label as a pattern: the whole text, with the required mark after it or not ('Name *' is not 'Name (English)'). */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** The prefix of a per-row button's name ('Delete ' of 'Delete {{name}}'), as a pattern. */
const rowButton = (template: string) => new RegExp(`^${template.split('{{')[0]!.trim()}`);

/** The texts a resource's own section has for its screens when its screens.ts derives them (`resourceScreens`). */
interface ScreenTexts {
  menu: string;
  addTitle: string;
  editTitle: string;
}

/** A resource's section's screen titles, if its section (named as the resource) has them. */
function screenTextsOf(texts: Dictionary, resource: ResourceName): ScreenTexts | undefined {
  const section = (texts as unknown as Record<string, Partial<ScreenTexts> | undefined>)[resource];
  return section?.menu && section.addTitle && section.editTitle ? { menu: section.menu, addTitle: section.addTitle, editTitle: section.editTitle } : undefined;
}

/**
 * Every screen of the signed-in app; the state it adds to the server (a memorial, a team member)
 * is made once per catalogue. The server's organizations are read once, here (some screens open
 * with one chosen).
 */
export async function screenCatalogue({ page, api }: CatalogueContext): Promise<CatalogueScreen[]> {
  const organizations = await fetchOrganizations(api);
  const main = () => page.getByRole('main');

  /** The id of the first record the server lists, to open its edit screen by address. */
  async function firstRecordId(resource: ResourceName): Promise<string | number> {
    const entry = entryOf(resource);
    const query = new URLSearchParams(entry.list.fixedQuery).toString();
    const response = await api.get(`${entry.path}${query ? `?${query}` : ''}`);
    if (response.status !== 200) throw new Error(`the ${resource} list answered ${response.status}`);
    const body = (await response.json()) as Record<string, unknown> & { data?: Record<string, unknown> };
    const records = (entry.list.envelope === 'data' ? body.data?.[entry.list.key] : body[entry.list.key]) as Record<string, string | number>[];
    const first = records[0];
    if (!first) throw new Error(`the seed has no ${resource} to edit`);
    return entry.idShape === 'numeric' ? first.id! : first.objectId!;
  }

  /** Adds a team member through the API unless there is one (the seed has none). */
  async function ensureTeamMember(): Promise<void> {
    const listed = (await (await api.get(entryOf('teams').path)).json()) as { results: unknown[] };
    if (listed.results.length > 0) return;
    const response = await api.send('POST', entryOf('teams').path, { Name: 'Axe member', Title: 'Volunteer', Logo: 'teams/axe.png' });
    if (response.status !== 201) throw new Error(`adding a team member answered ${response.status}`);
  }

  /** Makes (or updates) the public page of the first project, so the landing pages list has a row. */
  async function ensureLandingPage(): Promise<void> {
    const response = await api.send('POST', '/landing_pages', { type: 'project', id: await firstRecordId('projects') });
    if (!response.ok) throw new Error(`making a landing page answered ${response.status}`);
  }

  /**
   * A memorial whose page can be made: one of Emirates Red Crescent (demo intID 101), whose short
   * codes have a keyword (a memorial's page offers its organization's short codes). Added through the API once.
   */
  let memorialWithPage: string | undefined;
  async function ensureMemorialWithPage(): Promise<string> {
    if (memorialWithPage) return memorialWithPage;
    const organization = organizations.find((candidate) => candidate.intID === 101);
    if (!organization) throw new Error('the seed has no organization 101');
    const activities = ((await (await api.get('/activities')).json()) as { data: { activities: Array<{ id: number }> } }).data.activities;
    const response = await api.send('POST', '/classes/InMemory', {
      name: 'Axe memorial',
      description: '<p>Remembered.</p>',
      age: 80,
      applicantName: 'Axe applicant',
      targetAmount: 1000,
      actId: activities[0]!.id,
      orgId: organization.id,
    });
    if (response.status !== 201) throw new Error(`adding a memorial answered ${response.status}`);
    memorialWithPage = ((await response.json()) as { memorial: { objectId: string } }).memorial.objectId;
    return memorialWithPage;
  }

  /**
   * A record in the Trash (and so its create and delete in the history): a team member added and
   * deleted through the API, once per catalogue.
   */
  let trashed = false;
  async function ensureTrashEntry(): Promise<void> {
    if (trashed) return;
    const path = entryOf('teams').path;
    const added = await api.send('POST', path, { Name: 'Axe deleted member', Title: 'Volunteer', Logo: 'teams/axe.png' });
    if (added.status !== 201) throw new Error(`adding a team member answered ${added.status}`);
    const { objectId } = ((await added.json()) as { team: { objectId: string } }).team;
    const deleted = await api.send('DELETE', `${path}/${objectId}`);
    if (!deleted.ok) throw new Error(`deleting a team member answered ${deleted.status}`);
    trashed = true;
  }

  /** Closes an open (non-alert) dialog with Escape. */
  async function closeDialog(): Promise<void> {
    await page.keyboard.press('Escape');
    await waitForNone(page.getByRole('dialog'));
  }

  async function closeOverlay(): Promise<void> {
    await page.keyboard.press('Escape');
    await waitForNone(page.getByRole('menu').or(page.getByRole('alertdialog')));
  }

  /** Leaves a form that was changed for the overview, through the side menu, discarding the changes. */
  async function leaveDiscarding(texts: Dictionary): Promise<void> {
    await page.getByRole('navigation', { name: texts.shell.mainMenu }).getByRole('link', { name: texts.nav.overview, exact: true }).click();
    const discard = page.getByRole('alertdialog').getByRole('button', { name: texts.form.discard });
    const overview = page.getByRole('heading', { name: texts.nav.overview, level: 1 });
    await discard.or(overview).first().waitFor();
    if (await discard.isVisible()) await discard.click();
    await overview.waitFor();
  }

  /** A screen shown in a window narrower than the menu's breakpoint; closing it gives back the window it had. */
  function inNarrowWindow(screen: CatalogueScreen): CatalogueScreen {
    let window: { width: number; height: number } | null = null;
    return {
      ...screen,
      async open(texts) {
        window = page.viewportSize();
        await page.setViewportSize({ width: NARROW_WIDTH, height: window?.height ?? 800 });
        await screen.open(texts);
      },
      async close(texts) {
        await screen.close?.(texts);
        if (window) await page.setViewportSize(window);
      },
    };
  }

  /** A list: its heading, then its first row (the seed fills every list). */
  const listScreen = (resource: ResourceName, label: (texts: Dictionary) => string): CatalogueScreen => ({
    name: `${resource} list`,
    kind: 'list',
    async open(texts) {
      await openScreen(page, entryOf(resource).screens!.list, label(texts));
      await bodyRows(main()).first().waitFor();
    },
  });

  /** An add form: its heading, then the form it names. */
  const addScreen = (resource: ResourceName, title: (texts: Dictionary) => string): CatalogueScreen => ({
    name: `${resource} add`,
    kind: 'form',
    async open(texts) {
      await openScreen(page, entryOf(resource).screens!.add!, title(texts));
      await page.getByRole('form', { name: title(texts) }).waitFor();
    },
  });

  /** An edit form of the first record: the form is there once the record has loaded into it. */
  const editScreen = (resource: ResourceName, title: (texts: Dictionary) => string): CatalogueScreen => ({
    name: `${resource} edit`,
    kind: 'form',
    async open(texts) {
      const path = screenPath(entryOf(resource).screens!.edit!, await firstRecordId(resource));
      await openScreen(page, path, title(texts));
      await page.getByRole('form', { name: title(texts) }).waitFor();
    },
  });

  /**
   * The edit form of the first project or case with every payment section it has ticked (SMS rows,
   * the bank block of projects, the credit-card link), whether or not the record uses them;
   * leaving discards the ticks.
   */
  const payableEditScreen = (resource: 'projects' | 'causes', title: (texts: Dictionary) => string): CatalogueScreen => ({
    name: `${resource} edit (every payment section ticked)`,
    kind: 'form',
    async open(texts) {
      await editScreen(resource, title).open(texts);
      const form = page.getByRole('form', { name: title(texts) });
      // The record's values are in once its name is (the sections tick themselves from the record).
      await page.waitForFunction((input) => (input as HTMLInputElement).value !== '', await form.getByRole('textbox', { name: texts.projectForm.nameEN, exact: true }).elementHandle());
      const sections = [texts.projectForm.smsSection, texts.projectForm.ccSection, ...(resource === 'projects' ? [texts.projectForm.bankSection] : [])];
      for (const section of sections) await form.getByRole('checkbox', { name: section }).check();
    },
    close: leaveDiscarding,
  });

  const kitScreens = (
    resource: ResourceName,
    titles: { list: (texts: Dictionary) => string; add: (texts: Dictionary) => string; edit: (texts: Dictionary) => string },
  ): CatalogueScreen[] => [listScreen(resource, titles.list), addScreen(resource, titles.add), editScreen(resource, titles.edit)];

  /** The campaign form's fields and a filling of them (the keyword: one campaign per keyword at a time). */
  const campaignValues = (texts: Dictionary, keyword: string): Array<[string, string]> => {
    const t = texts.campaignPages;
    return [
      [t.name, 'Axe campaign'],
      [t.title, 'Axe'],
      [t.description, 'Axe'],
      [t.startDate, '2026-11-01'],
      [t.endDate, '2026-11-30'],
      [t.donationLink, 'https://donate.example.org/axe'],
      [t.target, '1000'],
      [t.keyword, keyword],
    ];
  };
  async function fillCampaignForm(texts: Dictionary, keyword: string): Promise<void> {
    await openScreen(page, '/jalillah', texts.nav.campaignPages);
    for (const [label, value] of campaignValues(texts, keyword)) await main().getByLabel(labelled(label)).fill(value);
  }
  /** Campaigns made by the links popup screen: each has a keyword of its own. */
  let campaigns = 0;

  /**
   * The list, add and edit screens of every resource titled by its own text section (`menu`,
   * `addTitle`, `editTitle`: a simple resource's `resourceScreens` in its screens.ts), so such a
   * resource is walked without a line here; the others are listed below with their own titles.
   */
  const sectionTitledScreens = (): CatalogueScreen[] =>
    resourceNames.flatMap((resource) => {
      const { add, edit } = entryOf(resource).screens ?? {};
      if (!add || !edit || !screenTextsOf(en, resource)) return [];
      const title = (key: keyof ScreenTexts) => (texts: Dictionary) => screenTextsOf(texts, resource)![key];
      return kitScreens(resource, { list: title('menu'), add: title('addTitle'), edit: title('editTitle') });
    });

  const listed: CatalogueScreen[] = [
    {
      name: 'landing screen (the overview)',
      kind: 'other',
      async open(texts) {
        await openScreen(page, '/', texts.nav.overview);
        await main().getByRole('region', { name: texts.overview.banners }).waitFor();
      },
    },
    {
      name: 'reports with a report built (charts and table)',
      kind: 'form',
      async open(texts) {
        await openScreen(page, '/reports', texts.nav.reports);
        await main().getByRole('button', { name: texts.reports.buildData }).click();
        await main().getByRole('table', { name: texts.reports.results, exact: true }).or(main().getByText(texts.reports.noRows)).waitFor();
      },
    },
    {
      name: 'keywords list with its inline form',
      kind: 'list',
      async open(texts) {
        await listScreen('keywords', (t) => t.nav.keywords).open(texts);
        await main().getByRole('form', { name: texts.keywords.addForm }).waitFor();
      },
    },
    listScreen('projects', (t) => t.nav.projects),
    addScreen('projects', (t) => t.screens.newProject),
    payableEditScreen('projects', (t) => t.screens.editProject),
    {
      name: "projects edit scrolled to its Save and Cancel, right after the toast of 'Update Projects'",
      kind: 'form',
      async open(texts) {
        await editScreen('projects', (t) => t.screens.editProject).open(texts);
        await main().getByRole('button', { name: texts.common.cancel }).scrollIntoViewIfNeeded();
        await page.getByRole('group', { name: texts.publishing.group }).getByRole('button', { name: texts.publishing.updateProjects }).click();
        await page.getByText(texts.publishing.projectsUpdated).last().waitFor();
      },
    },
    listScreen('causes', (t) => t.nav.causes),
    addScreen('causes', (t) => t.screens.newCase),
    payableEditScreen('causes', (t) => t.screens.editCase),
    {
      name: 'projects extended forms (every payment section open)',
      kind: 'form',
      async open(texts) {
        await openScreen(page, '/projects/extended-forms', texts.screens.projectExtendedForms);
        await main().getByRole('textbox', { name: texts.projectForm.iban }).waitFor();
      },
    },
    {
      name: 'cases extended forms (every payment section open)',
      kind: 'form',
      async open(texts) {
        await openScreen(page, '/urgent/extended-forms', texts.screens.caseExtendedForms);
        await main().getByRole('textbox', { name: texts.projectForm.ccUrl }).waitFor();
      },
    },
    // The seed has no team member: one is added through the API first, for a row and a record to edit
    // (this line stands for the teams list found by itself; its add and edit screens come after the listed ones).
    { ...listScreen('teams', (t) => t.teams.menu), open: (texts) => ensureTeamMember().then(() => listScreen('teams', (t) => t.teams.menu).open(texts)) },
    {
      name: 'team add with a photo chosen and not uploaded, its save refused',
      kind: 'form',
      async open(texts) {
        await addScreen('teams', (t) => t.teams.addTitle).open(texts);
        await main().locator('input[type="file"]').setInputFiles({ name: 'axe.png', mimeType: 'image/png', buffer: PNG });
        await main().getByRole('button', { name: texts.common.save }).click();
        await main().getByText(texts.image.notUploaded).first().waitFor();
      },
    },
    {
      name: "memorial edit with the 'successfully Created' dialog open",
      kind: 'dialog',
      async open(texts) {
        await openScreen(page, screenPath(entryOf('memorials').screens!.edit!, await ensureMemorialWithPage()), texts.memorials.editTitle);
        await main().getByRole('button', { name: texts.landingPages.generate }).click();
        await page.getByRole('dialog', { name: texts.landingPages.successfullyCreated }).waitFor();
      },
      async close(texts) {
        await closeDialog();
        // The link went into the form's share link field: leave without saving it.
        await leaveDiscarding(texts);
      },
    },
    {
      name: 'app settings (signed in)',
      kind: 'form',
      open: (texts) => openScreen(page, '/settings', texts.settings.title),
    },
    {
      name: "top bar after 'Update Projects' and 'Update Website Blogs' without a deploy hook (their toasts, the status lines)",
      kind: 'other',
      async open(texts) {
        await openScreen(page, '/', texts.nav.overview);
        const publishing = page.getByRole('group', { name: texts.publishing.group });
        await publishing.getByRole('button', { name: texts.publishing.updateProjects }).click();
        await page.getByText(texts.publishing.projectsUpdated).last().waitFor();
        await publishing.getByText(texts.publishing.notConfigured).waitFor();
        await publishing.getByRole('button', { name: texts.publishing.updateWebsiteBlogs }).click();
        await page.getByText(texts.errors.websitePublishNotConfigured).last().waitFor();
      },
    },
    {
      name: 'landing pages list',
      kind: 'list',
      open: (texts) => ensureLandingPage().then(() => listScreen('landingPages', (t) => t.nav.landingPages).open(texts)),
    },
    {
      name: 'projects list with the Create MPS link dialog open',
      kind: 'dialog',
      async open(texts) {
        await listScreen('projects', (t) => t.nav.projects).open(texts);
        await bodyRows(main()).first().getByRole('button', { name: rowButton(texts.landingPages.createMpsRow) }).click();
        await page.getByRole('dialog', { name: texts.landingPages.linkDialogTitle }).waitFor();
        // Its toast too: axe reads colours as drawn, and a toast still fading in is pale.
        await page.getByText(texts.landingPages.mpsCreated).last().waitFor();
      },
      close: closeDialog,
    },
    {
      name: 'campaign pages form (/jalillah) with the messages of an empty form',
      kind: 'form',
      async open(texts) {
        await openScreen(page, '/jalillah', texts.nav.campaignPages);
        await main().getByRole('button', { name: texts.campaignPages.submit }).click();
        await main().getByText(texts.campaignPages.arabicImageMissing).waitFor();
      },
    },
    {
      name: 'campaign pages form (/jalillah) filled in',
      kind: 'form',
      open: (texts) => fillCampaignForm(texts, 'AXEFORM'),
      close: leaveDiscarding,
    },
    {
      name: 'campaign pages links popup open',
      kind: 'dialog',
      async open(texts) {
        await fillCampaignForm(texts, `AXE${++campaigns}`);
        const t = texts.campaignPages;
        for (const label of [t.arabicImage, t.englishImage]) {
          await main().getByRole('group', { name: label }).locator('input[type="file"]').setInputFiles({ name: 'axe.png', mimeType: 'image/png', buffer: PNG });
        }
        await main().getByRole('button', { name: t.submit }).click();
        await page.getByRole('dialog', { name: t.linksTitle }).waitFor();
      },
      async close(texts) {
        await page.getByRole('button', { name: texts.campaignPages.closePopup }).click();
        await waitForNone(page.getByRole('dialog'));
      },
    },
    {
      name: 'activities add with the messages of an empty form',
      kind: 'form',
      async open(texts) {
        await addScreen('activities', (t) => t.activities.addTitle).open(texts);
        await main().getByRole('button', { name: texts.common.save }).click();
        await main().getByText(texts.validation.required).first().waitFor();
      },
    },
    {
      name: 'activities list with the column chooser open',
      kind: 'dialog',
      async open(texts) {
        await listScreen('activities', (t) => t.activities.menu).open(texts);
        await main().getByRole('button', { name: texts.list.columns }).click();
        await page.getByRole('menu').waitFor();
      },
      close: closeOverlay,
    },
    {
      name: 'activities list with a delete confirmation open',
      kind: 'dialog',
      async open(texts) {
        await listScreen('activities', (t) => t.activities.menu).open(texts);
        await bodyRows(main()).first().getByRole('button', { name: rowButton(texts.list.deleteRow) }).click();
        await page.getByRole('alertdialog').waitFor();
      },
      close: closeOverlay,
    },
    {
      name: "banners list narrowed by the top bar's organization",
      kind: 'list',
      async open(texts) {
        const organization = organizations[0]!;
        await chooseTopBarOrganization(page, texts === ar ? organization.nameAR : organization.nameEN, texts);
        await openScreen(page, entryOf('banners').screens!.list, texts.banners.menu);
        await main().getByRole('button', { name: texts.list.showAllOrganizations }).waitFor();
      },
      async close(texts) {
        await main().getByRole('button', { name: texts.list.showAllOrganizations }).click();
        await waitForNone(main().getByRole('button', { name: texts.list.showAllOrganizations }));
      },
    },
    {
      name: 'activity (every admin\'s changes)',
      kind: 'list',
      async open(texts) {
        await ensureTrashEntry();
        await openScreen(page, '/activity', texts.activity.menu);
        await bodyRows(main()).first().waitFor();
      },
    },
    {
      name: 'activity filtered, an end day before the start day refused',
      kind: 'list',
      async open(texts) {
        await ensureTrashEntry();
        await openScreen(page, '/activity?action=delete&from=2026-01-10', texts.activity.menu);
        const to = main().getByLabel(texts.activity.to, { exact: true });
        const refused = main().getByText(texts.activity.toBeforeFrom);
        // The screen has taken its range from the address (a later one would replace what is typed).
        await page.waitForFunction((input) => (input as HTMLInputElement).value === '2026-01-10', await main().getByLabel(texts.activity.from, { exact: true }).elementHandle());
        // Typed, then left: the range is judged when the field is left (or typing pauses). Again
        // if the screen was still taking its range from the address when the day was typed.
        for (let attempt = 1; ; attempt += 1) {
          await to.fill('2026-01-01');
          await to.blur();
          try {
            await refused.waitFor({ timeout: 5_000 });
            break;
          } catch (error) {
            if (attempt === 3) throw error;
          }
        }
      },
    },
    {
      name: 'trash',
      kind: 'list',
      async open(texts) {
        await ensureTrashEntry();
        await openScreen(page, '/trash', texts.trash.menu);
        await bodyRows(main()).first().waitFor();
      },
    },
    {
      name: "trash with the 'Delete for good' question open",
      kind: 'dialog',
      async open(texts) {
        await ensureTrashEntry();
        await openScreen(page, '/trash', texts.trash.menu);
        await bodyRows(main()).first().getByRole('checkbox').check();
        await main().getByRole('button', { name: texts.trash.purgeCount.replace('{{number}}', '1') }).click();
        await page.getByRole('alertdialog', { name: texts.trash.purgeTitle }).waitFor();
      },
      close: closeOverlay,
    },
    inNarrowWindow({ ...listScreen('projects', (t) => t.nav.projects), name: 'projects list in a narrow window (its table scrolls sideways)' }),
    inNarrowWindow({
      name: 'side menu drawer open in a narrow window',
      kind: 'dialog',
      async open(texts) {
        await page.getByRole('button', { name: texts.shell.openMenu }).click();
        await page.getByRole('dialog', { name: texts.shell.mainMenu }).getByRole('navigation', { name: texts.shell.mainMenu }).waitFor();
      },
      close: closeDialog,
    }),
  ];
  // A listed screen of the same name (the teams list, which first adds a member) stands for the one found by itself.
  return [...listed, ...sectionTitledScreens().filter(({ name }) => !listed.some((screen) => screen.name === name))];
}

/**
 * The signed-out screens in the order a person meets them: signs out, then the sign-in's mobile
 * and e-mail steps, the settings reached from it, and the code step, each handed to `visit` once
 * it is ready; then signs in again through them (the page is back on the shell, in `texts`' language).
 */
export async function walkSignedOut(
  { page, host }: { page: Page; host: BrowserHostProcess },
  texts: Dictionary,
  visit: (name: string) => Promise<void>,
): Promise<void> {
  const signInForm = page.getByRole('form', { name: texts.login.formName });
  await page.getByRole('button', { name: texts.shell.logout }).click();
  await signInForm.waitFor();
  await visit('sign-in, mobile step');
  await signInForm.getByRole('tab', { name: texts.login.email }).click();
  await page.getByLabel(texts.login.email).waitFor();
  await visit('sign-in, e-mail step');
  await signInForm.getByRole('tab', { name: texts.login.mobile }).click();
  await page.getByRole('link', { name: texts.login.openSettings }).click();
  await page.getByRole('button', { name: texts.settings.save }).waitFor();
  await visit('app settings, signed out');
  await page.getByRole('link', { name: texts.settings.backToSignIn }).click();
  await signInForm.waitFor();
  await page.getByLabel(texts.login.mobile).fill(ADMIN.mobile);
  await page.getByRole('button', { name: texts.login.sendOtp }).click();
  const verify = page.getByRole('form', { name: texts.login.verifyFormName });
  // Ready once 'Resend code' is enabled: the suites' resend wait is a millisecond.
  await verify.getByRole('button', { name: texts.login.resend }).and(page.locator(':enabled')).waitFor();
  await visit('sign-in, code step');
  const code = await latestOtp(host.serverUrl, ADMIN.mobile);
  const digits = verify.getByRole('group', { name: texts.login.codeLabel }).getByRole('textbox');
  for (const [index, digit] of [...code].entries()) await digits.nth(index).fill(digit);
  await verify.getByRole('button', { name: texts.login.validateOtp }).click();
  await expectShell(page);
}
