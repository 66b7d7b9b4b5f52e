/**
 * Public donation pages ("micro-pages", spec 2.8, 2.9, 2.12, 2.13, 3, 7.1, 7.4): what staff
 * generate and donors open. A page is stored whole (what it shows is a snapshot of its record
 * when it was last generated); whether it still takes donations and how much it has raised are
 * read when it is served.
 */
import { z } from 'zod';
import { CAMPAIGN_SHORT_CODE_PRICES, LANGUAGES } from '../constants';
import { boundMessage, INT_MAX, isMediaReference, optionalHttpUrl, optionalText, recordId, requiredImage, requiredInt, requiredText } from './fields';
import { isReportDay } from './report';
import { richText } from './rich-text';

/** Bounds of a page's texts (spec 3 gives none; these match the records pages are built from). */
export const LANDING_PAGE_MAX = {
  name: 120,
  label: 120,
  title: 120,
  description: 5000,
  socialDescription: 300,
  keyword: 100,
  link: 500,
  buttons: 50,
  consentName: 100,
} as const;

export const landingPageKinds = ['project', 'cause', 'memorial', 'campaign'] as const;
export type LandingPageKind = (typeof landingPageKinds)[number];

/** The page's look (spec 3's theme `code_embed`): one of the themes the page renderer has. */
export const landingPageThemes = ['classic', 'night'] as const;

/** One SMS button: a donor on a phone sends `keyword` to `shortCode` with their operator. */
export const smsButtonSchema = z.strictObject({
  shortCode: requiredInt({ min: 1, max: INT_MAX }),
  mno: requiredInt({ min: 1, max: INT_MAX }),
  operatorEN: requiredText(60),
  operatorAR: requiredText(60),
  /** AED. */
  amount: requiredInt({ min: 0, max: INT_MAX }),
  keyword: requiredText(LANDING_PAGE_MAX.keyword),
});
export type SmsButton = z.infer<typeof smsButtonSchema>;

const day = z.string({ error: 'validation.required' }).refine(isReportDay, 'validation.reportDate');

/**
 * The progress bar: the SMS donations attributed to what the page is for (its project, case or
 * campaign; a memorial's organization, for `keywords`) from `startDate` to `endDate`, added to
 * `baseAmount` (what the record had collected when the page was generated), against `target`
 * (null: the bar shows the amount raised without a percent).
 */
export const progressComponentSchema = z.strictObject({
  target: requiredInt({ min: 1, max: INT_MAX }).nullable(),
  baseAmount: requiredInt({ min: 0, max: INT_MAX }),
  startDate: day,
  /** Null: open-ended. A campaign past its end date is closed. */
  endDate: day.nullable(),
  keywords: z.array(requiredText(LANDING_PAGE_MAX.keyword)).max(LANDING_PAGE_MAX.buttons, boundMessage('maxItems', LANDING_PAGE_MAX.buttons)),
});
export type ProgressComponent = z.infer<typeof progressComponentSchema>;

/**
 * A page's picture or its social image, as the marketing interface sends it: a media path of
 * this server or an http(s) address (only a media path is shown: a page makes no request to
 * another host); never `javascript:` or `data:`. None: null.
 */
const pageImageLink = optionalText(LANDING_PAGE_MAX.link).refine((value) => !value || isMediaReference(value), 'validation.urlInvalid');

/** What a page shows (spec 3 "components"). */
export const landingPageComponentsSchema = z.strictObject({
  /** The cause's name, its description (sanitized HTML) and its image (a media path, or none). */
  cause: z.strictObject({
    name: requiredText(LANDING_PAGE_MAX.name),
    description: richText(LANDING_PAGE_MAX.description),
    image: pageImageLink,
  }),
  buttons: z.array(smsButtonSchema).max(LANDING_PAGE_MAX.buttons, boundMessage('maxItems', LANDING_PAGE_MAX.buttons)),
  progress: progressComponentSchema.nullable(),
  /** Show the link to the charity's app (store links by device, from the server's configuration). */
  appLink: z.boolean(),
  /** Where a donor on a device without SMS (a desktop) gives: the donation or organization link, http(s). */
  otherDevicesLink: optionalHttpUrl(LANDING_PAGE_MAX.link),
});
export type LandingPageComponents = z.infer<typeof landingPageComponentsSchema>;

/** The micro-page entity of spec 3, as `POST /apps/{suite}/landingpages` takes it. */
export const landingPageInputSchema = z.strictObject({
  name: requiredText(LANDING_PAGE_MAX.name),
  label: requiredText(LANDING_PAGE_MAX.label),
  lang: z.enum(LANGUAGES, 'validation.invalid'),
  social: z.strictObject({
    title: requiredText(LANDING_PAGE_MAX.title),
    description: requiredText(LANDING_PAGE_MAX.socialDescription),
    image: pageImageLink,
  }),
  webPush: z.boolean(),
  /** Whether the page shows the cause's image. */
  image: z.boolean(),
  theme: z.strictObject({ code_embed: z.enum(landingPageThemes, 'validation.invalid') }),
  /** Stored for the marketing system; the page itself loads no third-party pixel (strict CSP). */
  tracking: z.strictObject({ facebookPixel: z.boolean(), googleAnalytics: z.boolean() }),
  components: landingPageComponentsSchema,
});
export type LandingPageInput = z.input<typeof landingPageInputSchema>;
export type LandingPageData = z.output<typeof landingPageInputSchema>;

/**
 * A stored page, as the admin routes answer it: the input's shape in plain types (the input's
 * fields trim and turn '' into null, one-way steps an answer cannot be encoded through).
 */
const smsButtonRecord = z.object({
  shortCode: z.number().int(),
  mno: z.number().int(),
  operatorEN: z.string(),
  operatorAR: z.string(),
  amount: z.number().int(),
  keyword: z.string(),
});
const componentsRecord = z.object({
  cause: z.object({
    name: z.string(),
    description: z.string().describe('Sanitized HTML.'),
    image: z.string().nullable().describe('A media path of this server, or null.'),
  }),
  buttons: z.array(smsButtonRecord),
  progress: z
    .object({
      target: z.number().int().nullable(),
      baseAmount: z.number().int(),
      startDate: z.string(),
      endDate: z.string().nullable(),
      keywords: z.array(z.string()),
    })
    .nullable(),
  appLink: z.boolean(),
  otherDevicesLink: z.string().nullable(),
});

export const landingPageSchema = z.object({
  objectId: z.string(),
  slug: z.string(),
  kind: z.enum(landingPageKinds),
  /** The record it was generated from: a project or case id, a memorial objectId; null for a campaign. */
  sourceId: z.string().nullable(),
  name: z.string(),
  label: z.string(),
  lang: z.enum(LANGUAGES),
  social: z.object({ title: z.string(), description: z.string(), image: z.string().nullable() }),
  webPush: z.boolean(),
  image: z.boolean(),
  theme: z.object({ code_embed: z.enum(landingPageThemes) }),
  tracking: z.object({ facebookPixel: z.boolean(), googleAnalytics: z.boolean() }),
  components: componentsRecord,
  /** The page's public address. */
  link: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type LandingPage = z.infer<typeof landingPageSchema>;

/**
 * A page as the list and `GET /landing_pages/{objectId}` answer it: with `source`, the names of
 * what it was made from as they are now (a project's or case's two names, a memorial's name in
 * both, a campaign's own name), or null when that record is gone.
 */
export const listedLandingPageSchema = landingPageSchema.extend({
  source: z.object({ nameAR: z.string(), nameEN: z.string() }).nullable(),
});
export type ListedLandingPage = z.infer<typeof listedLandingPageSchema>;

/** `POST /landing_pages { id, type }` (spec 7.1 'Create MPS', and the memorial's 'Generate Landing Page'). */
export const landingPageForRecordSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('project'), id: recordId }),
  z.strictObject({ type: z.literal('cause'), id: recordId }),
  z.strictObject({ type: z.literal('memorial'), id: requiredText(64) }),
]);
export type LandingPageForRecord = z.infer<typeof landingPageForRecordSchema>;

/**
 * What a page creation answers. `links`: every page made with it, the Arabic one first (a project's
 * or case's pair, a campaign's pair; a memorial's one page), so the screens can offer both
 * languages. `uncountedKeywords`: keywords of its buttons whose messages would not count for what
 * the page counts (its project or case is switched off, a campaign's dates do not include the day),
 * so its bar would not move; the screens say so.
 */
export const landingPageLinkSchema = z.object({
  link: z.string(),
  page: landingPageSchema,
  links: z.array(z.object({ lang: z.enum(LANGUAGES), link: z.string() })),
  uncountedKeywords: z.array(z.string()),
});
export type LandingPageLink = z.infer<typeof landingPageLinkSchema>;

/**
 * The campaign form of spec 3 (`/jalillah`), every field of the spec required. `requestId` is
 * made by the form once per filling: sending the same form again (after a failure part-way)
 * updates the same two pages instead of making new ones. The English page says the name, title
 * and description in English when `nameEN`, `titleEN`, `descriptionEN` are given (optional, an
 * addition to the spec's single form), else the spec's own fields, marked as the language they
 * are written in.
 */
export const campaignFormSchema = z
  .strictObject({
    requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.invalid'),
    name: requiredText(LANDING_PAGE_MAX.name),
    title: requiredText(LANDING_PAGE_MAX.title),
    description: requiredText(LANDING_PAGE_MAX.description),
    nameEN: optionalText(LANDING_PAGE_MAX.name),
    titleEN: optionalText(LANDING_PAGE_MAX.title),
    descriptionEN: optionalText(LANDING_PAGE_MAX.description),
    // 'please upload image' at the image that is missing.
    arabicImage: requiredImage(LANDING_PAGE_MAX.link),
    englishImage: requiredImage(LANDING_PAGE_MAX.link),
    startDate: day,
    endDate: day,
    donationLink: requiredText(LANDING_PAGE_MAX.link).refine((value) => /^https?:\/\/\S+$/i.test(value), 'validation.urlInvalid'),
    target: requiredInt({ min: 1, max: INT_MAX }),
    keyword: requiredText(LANDING_PAGE_MAX.keyword),
  })
  .superRefine((value, ctx) => {
    if (isReportDay(value.startDate) && isReportDay(value.endDate) && value.endDate < value.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.reportEndBeforeStart' });
  });
export type CampaignFormInput = z.input<typeof campaignFormSchema>;
export type CampaignForm = z.output<typeof campaignFormSchema>;

/** What `POST /landing_pages/campaign` answers: the pair of pages. */
export const campaignPagesSchema = z.object({ ar: landingPageLinkSchema, en: landingPageLinkSchema });
export type CampaignPages = z.infer<typeof campaignPagesSchema>;

/** The campaign's buttons: each amount of spec 9 with each operator. */
export const CAMPAIGN_SHORT_CODES = Object.entries(CAMPAIGN_SHORT_CODE_PRICES).map(([code, amount]) => ({ shortCode: Number(code), amount }));

/** `POST /p/{slug}/consent`: the donor agrees; a name only when they typed one. */
export const consentBodySchema = z.strictObject({
  agreed: z.literal(true, 'validation.required'),
  name: optionalText(LANDING_PAGE_MAX.consentName),
});

/** `GET /p/{slug}/progress`: what the bar shows. */
export const pageProgressSchema = z.object({
  /** AED raised: the base amount and the SMS donations counted in the period. */
  total: z.number().int(),
  target: z.number().int().nullable(),
  /** total / target, no decimals, at most 100 on the bar (null without a target). */
  percent: z.number().int().nullable(),
  /** Nothing remains: total ≥ target (spec 9). */
  complete: z.boolean(),
  /** Donations closed: the record is inactive or the campaign has ended. */
  closed: z.boolean(),
});
export type PageProgress = z.infer<typeof pageProgressSchema>;
