/**
 * How the top bar says when content was last published: short enough to sit under a button.
 * Today only the clock ('10:42 AM'), this year the day ('Nov 23'), before that the date with its
 * year; the full date and time goes in the tooltip (i18n `formatDateTime`).
 */

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** `iso` as the status line shows it in `locale`, seen at `now` (both in the user's time zone). */
export function shortPublishedTime(iso: string, now: Date, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = sameDay(date, now)
    ? { timeStyle: 'short', hour12: true }
    : date.getFullYear() === now.getFullYear()
      ? { month: 'short', day: 'numeric' }
      : { month: 'short', day: 'numeric', year: 'numeric' };
  return new Intl.DateTimeFormat(locale, options).format(date);
}
