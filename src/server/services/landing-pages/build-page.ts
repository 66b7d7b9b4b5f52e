/**
 * What a page shows, built from the record it is for (spec 2.8, 2.9, 2.12, 2.13, 3): a project
 * or an urgent case (both languages, from its names, description, image, SMS rows and
 * credit-card link), a memorial person (from getInMemoryDetails and its own fields, in its
 * language), or the /jalillah campaign form (an Arabic and an English page). The result is a
 * snapshot: the public page shows it as built; only its progress total and whether it is
 * closed are read when it is served.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import {
  CAMPAIGN_SHORT_CODES,
  LANDING_PAGE_MAX,
  type CampaignForm,
  type LandingPageData,
  type SmsButton,
} from '../../../shared/entities/landing-page';
import { isHttpUrl } from '../../../shared/entities/fields';
import { plainTextOf } from '../../../shared/entities/rich-text';
import { OPERATORS, REPORT_TIME_ZONE, type Language } from '../../../shared/constants';
import type { Queryable } from '../../db/database';
import { causes, ccPayments, mnos, organizations, projects, smsPayments } from '../../db/schema';
import { memorials } from '../../db/schema/store';
import { ApiError, notFound } from '../../http/api-error';
import { sanitizeHtml } from '../content/sanitize-html';
import { inMemoryDetailsOf, type InMemoryDetails } from '../functions/in-memory-details';
import { dayInZone } from '../../support/zoned-time';
import type { PageDraft } from './page-store';
import { uploadPathOf } from './page-images';
import { slugFor, slugWithSuffix } from './slugs';

/** A draft and the upload its image is re-encoded from (null: no image). */
export interface BuiltPage {
  draft: PageDraft;
  imagePath: string | null;
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() : text);

/** Spec 3's settings every generated page has: image shown, classic theme, no push, no tracking. */
function pageData(fields: {
  /** The page's name (the admin list, the slug). */
  name: string;
  /** What the page says it is for, when not its name (a campaign's title). */
  heading?: string;
  label: string;
  description: string;
  imagePath: string | null;
  buttons: SmsButton[];
  progress: LandingPageData['components']['progress'];
  otherDevicesLink: string | null;
}): LandingPageData {
  const name = clip(fields.name.trim(), LANDING_PAGE_MAX.name);
  const label = clip(fields.label.trim(), LANDING_PAGE_MAX.label) || name;
  const heading = clip((fields.heading ?? '').trim(), LANDING_PAGE_MAX.name) || name;
  // Cut before sanitizing, so a cut inside a tag is repaired rather than stored.
  const description = sanitizeHtml(clip(fields.description, LANDING_PAGE_MAX.description));
  const summary = clip(plainTextOf(description), LANDING_PAGE_MAX.socialDescription);
  return {
    name,
    label,
    lang: 'ar',
    social: { title: clip(heading, LANDING_PAGE_MAX.title), description: summary || label, image: fields.imagePath },
    webPush: false,
    image: true,
    theme: { code_embed: 'classic' },
    tracking: { facebookPixel: false, googleAnalytics: false },
    components: {
      cause: { name: heading, description, image: fields.imagePath },
      buttons: fields.buttons.slice(0, LANDING_PAGE_MAX.buttons),
      progress: fields.progress,
      appLink: true,
      // Only a web address: the page makes it a link.
      otherDevicesLink: fields.otherDevicesLink && isHttpUrl(fields.otherDevicesLink.trim()) ? fields.otherDevicesLink.trim() : null,
    },
  };
}

const today = (now: Date) => dayInZone(now, REPORT_TIME_ZONE);
const distinctKeywords = (buttons: readonly SmsButton[]) => [...new Set(buttons.map((button) => button.keyword))].slice(0, LANDING_PAGE_MAX.buttons);

/** A project's or case's SMS rows as buttons, in the order they were added. */
async function buttonsOf(db: Queryable, owner: { projectId: number } | { causeId: number }): Promise<SmsButton[]> {
  const rows = await db
    .select({
      shortCode: smsPayments.short_code,
      mno: smsPayments.mno,
      operatorEN: mnos.nameEN,
      operatorAR: mnos.nameAR,
      amount: smsPayments.price,
      keyword: smsPayments.keyword_en,
    })
    .from(smsPayments)
    .innerJoin(mnos, eq(mnos.id, smsPayments.mno))
    .where('projectId' in owner ? eq(smsPayments.projectId, owner.projectId) : eq(smsPayments.causeId, owner.causeId))
    .orderBy(asc(smsPayments.id));
  return rows.filter((row) => row.shortCode > 0 && row.keyword.trim() !== '').map((row) => ({ ...row, keyword: clip(row.keyword.trim(), LANDING_PAGE_MAX.keyword) }));
}

/** The first credit-card link that has an address. */
async function cardLinkOf(db: Queryable, owner: { projectId: number } | { causeId: number }): Promise<string | null> {
  const rows = await db
    .select({ url: ccPayments.cc_url })
    .from(ccPayments)
    .where('projectId' in owner ? eq(ccPayments.projectId, owner.projectId) : eq(ccPayments.causeId, owner.causeId))
    .orderBy(asc(ccPayments.ccid));
  return rows.map((row) => row.url.trim()).find((url) => url !== '') ?? null;
}

async function organizationOf(db: Queryable, id: number) {
  const [organization] = await db
    .select({ nameAR: organizations.nameAR, nameEN: organizations.nameEN, web: organizations.web })
    .from(organizations)
    .where(eq(organizations.id, id));
  return organization ?? { nameAR: '', nameEN: '', web: '' };
}

const byLanguage = (lang: Language, ar: string, en: string) => (lang === 'ar' ? ar : en);

/** What a project's pages are built from: a project has no target nor collected amount. */
async function projectOf(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: projects.id, orgId: projects.org_id, nameAR: projects.nameAR, nameEN: projects.nameEN, infoAR: projects.infoAR, infoEN: projects.infoEN, mediaURL: projects.mediaURL })
    .from(projects)
    .where(eq(projects.id, id));
  return row && { ...row, targetAmount: 0, collectedAmount: 0 };
}

async function causeOf(db: Queryable, id: number) {
  const [row] = await db
    .select({
      id: causes.id,
      orgId: causes.orgid,
      nameAR: causes.nameAR,
      nameEN: causes.nameEN,
      infoAR: causes.infoAR,
      infoEN: causes.infoEN,
      mediaURL: causes.mediaURL,
      targetAmount: causes.targetAmount,
      collectedAmount: causes.collectedAmount,
    })
    .from(causes)
    .where(eq(causes.id, id));
  return row;
}

/** A project's or case's two pages (Arabic first: the default language answers the request). */
export async function buildRecordPages(db: Queryable, type: 'project' | 'cause', id: number, now: Date): Promise<BuiltPage[]> {
  const record = type === 'project' ? await projectOf(db, id) : await causeOf(db, id);
  if (!record) throw notFound(type === 'project' ? 'There is no such project.' : 'There is no such case.');
  const owner = type === 'project' ? { projectId: record.id } : { causeId: record.id };
  const [buttons, cardLink, organization] = await Promise.all([buttonsOf(db, owner), cardLinkOf(db, owner), organizationOf(db, record.orgId)]);
  const imagePath = uploadPathOf(record.mediaURL);
  const { targetAmount: target, collectedAmount: collected } = record;
  return (['ar', 'en'] as const).map((lang) => {
    const name = byLanguage(lang, record.nameAR, record.nameEN) || record.nameAR || record.nameEN;
    const data = pageData({
      name,
      label: byLanguage(lang, organization.nameAR, organization.nameEN) || name,
      description: byLanguage(lang, record.infoAR, record.infoEN),
      imagePath,
      buttons,
      progress: { target: target > 0 ? target : null, baseAmount: Math.max(0, collected), startDate: today(now), endDate: null, keywords: distinctKeywords(buttons) },
      otherDevicesLink: cardLink ?? organization.web,
    });
    const slugBase = slugFor(lang === 'en' ? record.nameEN || record.nameAR : record.nameAR || record.nameEN);
    return { draft: { kind: type, sourceId: String(record.id), lang, slugBase, data: { ...data, lang }, progressFromCreation: true }, imagePath };
  });
}

/** The memorial's details could not be had (spec 8's message): the page cannot be made. */
const inMemoryDetailsFailed = () =>
  new ApiError(422, 'inMemoryDetails', 'Something went wrong While getting in Memory Data');

/**
 * The memorial's organization gives its page nothing to donate with: no active short code, or
 * none with a keyword (the row's own, else the organization's first). The code says which; the
 * memorial's `orgId` field says it in a sentence naming the organization and the screen to add it
 * on, which the back-office shows in either language.
 */
function nothingToDonateWith({ organization, shortCodes }: InMemoryDetails): ApiError {
  const names = JSON.stringify({ nameAR: organization.nameAR, nameEN: organization.nameEN });
  return shortCodes.length === 0
    ? new ApiError(422, 'memorialPage.noShortCode', `${organization.nameEN} has no active short code: add one on the Short codes screen.`, {
        fields: { orgId: `validation.organizationNoShortCode:${names}` },
      })
    : new ApiError(
        422,
        'memorialPage.noKeyword',
        `${organization.nameEN} has no short code with a keyword: give one a keyword on the Short codes screen, or add a keyword for it on the Keywords screen.`,
        { fields: { orgId: `validation.organizationNoKeyword:${names}` } },
      );
}

/** A memorial person's page, in the memorial's language (spec 2.8, 7.4). */
export async function buildMemorialPage(db: Queryable, objectId: string, now: Date): Promise<BuiltPage> {
  const [memorial] = await db
    .select({
      objectId: memorials.objectId,
      name: memorials.name,
      description: memorials.description,
      image: memorials.image,
      language: memorials.language,
      targetAmount: memorials.targetAmount,
      collectedAmount: memorials.collectedAmount,
    })
    .from(memorials)
    .where(eq(memorials.objectId, objectId));
  if (!memorial) throw notFound('There is no such memorial person.');
  let details: InMemoryDetails | null;
  try {
    details = await inMemoryDetailsOf(db, objectId);
  } catch (error) {
    throw Object.assign(inMemoryDetailsFailed(), { cause: error });
  }
  if (!details) throw inMemoryDetailsFailed();
  const lang = memorial.language;
  const buttons = details.shortCodes
    .filter((row) => row.shortCode > 0 && row.keywordEN.trim() !== '')
    .map((row) => ({
      shortCode: row.shortCode,
      mno: row.mno,
      operatorEN: row.mnoNameEN,
      operatorAR: row.mnoNameAR,
      amount: row.price,
      keyword: clip(row.keywordEN.trim(), LANDING_PAGE_MAX.keyword),
    }));
  if (buttons.length === 0) throw nothingToDonateWith(details);
  const imagePath = uploadPathOf(memorial.image);
  const data = pageData({
    name: memorial.name,
    label: byLanguage(lang, details.organization.nameAR, details.organization.nameEN),
    description: memorial.description,
    imagePath,
    buttons,
    progress: {
      target: memorial.targetAmount > 0 ? memorial.targetAmount : null,
      baseAmount: Math.max(0, memorial.collectedAmount),
      startDate: today(now),
      endDate: null,
      keywords: distinctKeywords(buttons),
    },
    otherDevicesLink: details.organization.web,
  });
  return {
    draft: { kind: 'memorial', sourceId: memorial.objectId, lang, slugBase: slugFor(memorial.name), data: { ...data, lang }, progressFromCreation: true },
    imagePath,
  };
}

/** The campaign's text, typed in a plain text area, as paragraphs of escaped HTML. */
export function paragraphsOf(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return escaped
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * The /jalillah pair (spec 2.9, 9): the amounts 4202 AED 10 … 4409 AED 500 on each operator, the
 * form's keyword. The English page says the English name, title and description where the form
 * has them, else the form's own (the page marks them as the language they are written in).
 */
export async function buildCampaignPages(db: Queryable, form: CampaignForm): Promise<BuiltPage[]> {
  // Spec 9's operators (Etisalat, Du), named as the operators table names them when it has them.
  const named = new Map((await db.select().from(mnos).where(inArray(mnos.id, OPERATORS.map((operator) => operator.id)))).map((row) => [row.id, row]));
  const operators = OPERATORS.map((operator) => named.get(operator.id) ?? operator);
  const buttons: SmsButton[] = CAMPAIGN_SHORT_CODES.flatMap(({ shortCode, amount }) =>
    operators.map((operator) => ({ shortCode, mno: operator.id, operatorEN: operator.nameEN, operatorAR: operator.nameAR, amount, keyword: form.keyword })),
  );
  return (['ar', 'en'] as const).map((lang) => {
    const imagePath = uploadPathOf(lang === 'ar' ? form.arabicImage : form.englishImage);
    const inEnglish = lang === 'en';
    const name = (inEnglish && form.nameEN) || form.name;
    const title = (inEnglish && form.titleEN) || form.title;
    const data = pageData({
      name,
      heading: title,
      label: title,
      description: paragraphsOf((inEnglish && form.descriptionEN) || form.description),
      imagePath,
      buttons,
      progress: { target: form.target, baseAmount: 0, startDate: form.startDate, endDate: form.endDate, keywords: [form.keyword] },
      otherDevicesLink: form.donationLink,
    });
    return {
      draft: { kind: 'campaign', sourceId: form.requestId, lang, slugBase: slugWithSuffix(name, lang), data: { ...data, lang }, progressFromCreation: false },
      imagePath,
    };
  });
}
