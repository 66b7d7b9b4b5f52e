/**
 * The reports screen's filters: organization ('' = none, all of them), optional keyword, and
 * the period, checked by the same rules the server applies (src/shared/entities/report.ts).
 */
import { z } from 'zod';
import { REPORT_TIME_ZONE } from '../../../../shared/constants';
import { KEYWORD_TITLE_MAX } from '../../../../shared/entities/keyword';
import { checkPeriod, reportDaySchema } from '../../../../shared/entities/report';

export const reportFormSchema = z
  .object({
    orgId: z.string(),
    keyword: z.string().trim().max(KEYWORD_TITLE_MAX, `validation.maxLength:${KEYWORD_TITLE_MAX}`),
    from_date: reportDaySchema,
    to_date: reportDaySchema,
  })
  .superRefine((value, ctx) => checkPeriod({ from: value.from_date, to: value.to_date }, ctx, 'to_date'));

export type ReportFormValues = z.infer<typeof reportFormSchema>;

/** What a Get Data or Build Data asks for: the filters as the channels take them. */
export interface ReportRequest {
  orgId: number | null;
  keyword: string | null;
  from_date: string;
  to_date: string;
}

export function toReportRequest(values: ReportFormValues): ReportRequest {
  return {
    orgId: values.orgId === '' ? null : Number(values.orgId),
    keyword: values.keyword.trim() === '' ? null : values.keyword.trim(),
    from_date: values.from_date,
    to_date: values.to_date,
  };
}

/** Today as a yyyy-MM-dd day in the UAE, whatever the computer's own time zone. */
export function todayInDubai(now: Date = new Date()): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function defaultReportValues(): ReportFormValues {
  const today = todayInDubai();
  return { orgId: '', keyword: '', from_date: today, to_date: today };
}
