/**
 * A report day ('yyyy-MM-dd') and the calendar's Date: the Date is local midnight of that day,
 * so the day the calendar shows is the day the text says, whatever the computer's time zone.
 */
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Date of a typed 'yyyy-MM-dd' day; null when the text is not a day of the calendar. */
export function dateOfDay(text: string): Date | null {
  const match = DAY_PATTERN.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // Date rolls 2024-02-30 over to March: such a text is not a day.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

export function dayOfDate(date: Date): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}
