/**
 * SMS donation reports (spec 2.18, 4, 7.1): a report is built for an organization (or all of
 * them, `none`) and a period of days in the UAE's time zone, both ends included, then read.
 */
import { z } from 'zod';
import { boundMessage, INT_MAX } from './fields';
import { KEYWORD_TITLE_MAX } from './keyword';

/** The longest period a report covers, in days. */
export const REPORT_MAX_DAYS = 366;
/** The report path's organization for "all organizations" (spec 2.18 'none'). */
export const ALL_ORGANIZATIONS = 'none';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A calendar day written yyyy-MM-dd (spec 9), and a real one (no 2026-02-30). */
export function isReportDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Days from `from` to `to`, both included (1 for a single day). */
export function reportDayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export const reportDaySchema = z.string({ error: 'validation.required' }).refine(isReportDay, 'validation.reportDate');

/** A period's checks, shared by the build body, the read query and the screen's form. */
export function checkPeriod(period: { from: string; to: string }, ctx: z.RefinementCtx, toField: string): void {
  if (!isReportDay(period.from) || !isReportDay(period.to)) return;
  if (period.to < period.from) ctx.addIssue({ code: 'custom', path: [toField], message: 'validation.reportEndBeforeStart' });
  else if (reportDayCount(period.from, period.to) > REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: [toField], message: boundMessage('maxDays', REPORT_MAX_DAYS) });
}

/** `GET /reports/{orgID}?from_date=&to_date=` and the keyword report's query. */
export const reportPeriodQuerySchema = z
  .object({ from_date: reportDaySchema, to_date: reportDaySchema, json: z.string().optional() })
  .superRefine((value, ctx) => checkPeriod({ from: value.from_date, to: value.to_date }, ctx, 'to_date'));

/** `PUT /reports/{orgID}`: build the report of this period. */
export const reportBuildBodySchema = z
  .strictObject({ from_date: reportDaySchema, to_date: reportDaySchema })
  .superRefine((value, ctx) => checkPeriod({ from: value.from_date, to: value.to_date }, ctx, 'to_date'));
export type ReportPeriod = z.infer<typeof reportBuildBodySchema>;

/** `{orgID}`: an organization's id, or `none` for all of them. */
// One string rule (not a union), so anything else is one `notFound` issue: a path that names no record.
export const reportOrgParamSchema = z
  .string()
  .regex(/^(none|[1-9]\d{0,9})$/, 'notFound')
  .transform((value) => (value === ALL_ORGANIZATIONS ? ALL_ORGANIZATIONS : Number(value)))
  .refine((value) => value === ALL_ORGANIZATIONS || value <= INT_MAX, 'notFound');

/** Figures of a report row (spec 3 "Report row"); donations in AED, exact. */
export const reportFiguresSchema = z.object({
  /** Total Messages */
  count: z.number().int(),
  Etisalat: z.number().int(),
  Du: z.number().int(),
  /** Unique Messages: distinct senders. */
  Uniquecount: z.number().int(),
  /** Total Donations, AED. */
  total: z.number().int(),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

/** One keyword's row; `keyword` null is the row of messages that matched no keyword. */
export const reportRowSchema = reportFiguresSchema.extend({ keyword: z.string().nullable() });
export type ReportRow = z.infer<typeof reportRowSchema>;

/** Figures of one day (the keyword report and the screen's chart), `day` yyyy-MM-dd. */
export const reportDayRowSchema = reportFiguresSchema.extend({ day: z.string() });
export type ReportDayRow = z.infer<typeof reportDayRowSchema>;

export const reportStatuses = ['building', 'ready', 'failed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** `GET /reports/{orgID}` and the answer of `PUT /reports/{orgID}`. */
export const reportSchema = z.object({
  /** The organization, or null for all of them. */
  orgId: z.number().int().nullable(),
  from_date: z.string(),
  to_date: z.string(),
  status: z.enum(reportStatuses),
  /** 0–100 while building. */
  progress: z.number().int(),
  /** When the figures shown were built (ISO), null before the first build finished. */
  builtAt: z.string().nullable(),
  /** Messages of the period arrived after `builtAt`: building again would change the figures. */
  stale: z.boolean(),
  rows: z.array(reportRowSchema),
  /** The whole period: sums of the rows, and distinct senders over all of them. */
  totals: reportFiguresSchema,
  /** Donations per day over the period, for the chart. */
  days: z.array(reportDayRowSchema),
});
export type Report = z.infer<typeof reportSchema>;

/** `GET /reports/{orgID}/{keyword}?json=true`: one keyword, one row per day. */
export const keywordReportSchema = z.object({
  orgId: z.number().int().nullable(),
  keyword: z.string(),
  from_date: z.string(),
  to_date: z.string(),
  rows: z.array(reportDayRowSchema),
  totals: reportFiguresSchema,
});
export type KeywordReport = z.infer<typeof keywordReportSchema>;

/** `GET /reporting/total?start=&end=&key_word=` (public, spec 7.4). */
export const publicTotalQuerySchema = z
  .object({ start: reportDaySchema, end: reportDaySchema, key_word: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(KEYWORD_TITLE_MAX, boundMessage('maxLength', KEYWORD_TITLE_MAX)) })
  .superRefine((value, ctx) => checkPeriod({ from: value.start, to: value.end }, ctx, 'end'));
